// memref: generic dma_start with one extra operand.
func.func @f(%s: memref<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"(%s, %i, %d, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}
