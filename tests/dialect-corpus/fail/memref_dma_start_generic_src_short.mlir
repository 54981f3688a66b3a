// memref: generic dma_start short of source indices.
func.func @f(%s: memref<4x4x4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  "memref.dma_start"(%s, %i, %d, %i) : (memref<4x4x4x4xf32>, index, memref<4xf32, 1>, index) -> ()
  return
}
