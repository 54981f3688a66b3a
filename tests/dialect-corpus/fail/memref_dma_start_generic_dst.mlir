// memref: generic dma_start with a non-memref destination.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %f, %i, %t, %i) : (memref<4xf32>, index, f32, index, memref<1xi32>, index) -> ()
  return
}
