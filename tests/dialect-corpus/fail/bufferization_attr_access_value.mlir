// bufferization.access is none, read, write or read-write.
func.func @f(%a: tensor<4xf32> {bufferization.writable = true, bufferization.access = "bad"}) {
  return
}
