// memref: subview of a tensor.
func.func @f(%m: tensor<4xf32>) {
  %0 = memref.subview %m[0] [4] [1] : tensor<4xf32> to memref<4xf32>
  return
}
