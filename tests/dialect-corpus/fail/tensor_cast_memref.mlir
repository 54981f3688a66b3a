// tensor: cast memref.
func.func @f(%t: memref<4xf32>) {
  %0 = tensor.cast %t : memref<4xf32> to tensor<4xf32>
  return
}
