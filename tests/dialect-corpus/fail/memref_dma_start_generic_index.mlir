// memref: generic dma_start with an f32 index.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %f, %d, %i, %i, %t, %i) : (memref<4xf32>, f32, memref<4xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}
