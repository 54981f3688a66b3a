// restrict is a unit attribute.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.to_tensor"(%m) <{restrict = true}> : (memref<4xf32>) -> tensor<4xf32>
  return
}
