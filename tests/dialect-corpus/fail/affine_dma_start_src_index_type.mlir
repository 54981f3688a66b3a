// affine: dma_start with an i32 source index (generic form).
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index, %x: i32) {
  "affine.dma_start"(%a, %x, %b, %c0, %t, %c0, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, i32, memref<4xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
