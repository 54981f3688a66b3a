// Generic form: shape and element type differ; the shape is reported.
func.func @f(%m: memref<4x2xf32>) {
  %0 = "bufferization.to_tensor"(%m) {restrict} : (memref<4x2xf32>) -> tensor<2x4xi32>
  return
}
