// memref.extract_strided_metadata (result names from the result groups) and memref.distinct_objects.
func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %a: memref<4xf32>, %b: memref<?xi32>, %u: memref<f32>) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %u : memref<f32> -> memref<f32>, index
  %d:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<?xi32>
  return
}
