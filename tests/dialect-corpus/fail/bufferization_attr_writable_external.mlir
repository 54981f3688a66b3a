// bufferization.writable is not allowed on external functions.
func.func private @f(tensor<4xf32> {bufferization.writable = true})
