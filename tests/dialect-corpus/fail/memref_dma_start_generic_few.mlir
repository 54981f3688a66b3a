// memref: generic dma_start with three operands.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  "memref.dma_start"(%s, %d, %t) : (memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>) -> ()
  return
}
