// memref: rank tensor.
func.func @f(%m: tensor<4xf32>) {
  %0 = memref.rank %m : tensor<4xf32>
  return
}
