// affine: dma_wait with an i32 index (generic form).
func.func @f(%t: memref<1xi32>, %n: index, %x: i32) {
  "affine.dma_wait"(%t, %x, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}
