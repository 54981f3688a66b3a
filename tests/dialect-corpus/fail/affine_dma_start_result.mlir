// affine: dma_start with a result (generic form).
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  %r = "affine.dma_start"(%a, %c0, %b, %c0, %t, %c0, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32, 1>, index, memref<1xi32>, index, index) -> i32
  return
}
