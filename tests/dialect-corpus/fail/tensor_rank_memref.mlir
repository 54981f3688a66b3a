// tensor: rank memref.
func.func @f(%t: memref<4xf32>) {
  %0 = tensor.rank %t : memref<4xf32>
  return
}
