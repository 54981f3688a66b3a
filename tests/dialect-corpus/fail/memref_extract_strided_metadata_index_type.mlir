// memref: extract strided metadata index type.
func.func @f(%m: memref<4x?xf32>) {
  %base, %off, %sizes:2, %strides:2 = "memref.extract_strided_metadata"(%m) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, i32)
  return
}
