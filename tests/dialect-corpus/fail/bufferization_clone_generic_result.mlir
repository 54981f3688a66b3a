// Generic form: the result of clone must be a memref.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.clone"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}
