// memref: generic dma_start with a non-memref tag.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, f32, index) -> ()
  return
}
