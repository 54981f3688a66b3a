// memref: distinct objects tensor.
func.func @f(%m: tensor<4xf32>) {
  %d = memref.distinct_objects %m : tensor<4xf32>
  return
}
