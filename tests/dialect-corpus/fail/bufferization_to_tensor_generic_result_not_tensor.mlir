// Generic form: the result of to_tensor must be tensor-like.
func.func @f(%m: memref<4xf32>) {
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> vector<4xf32>
  return
}
