// memref: dma wait indices.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.dma_wait %t[%i], %i : memref<4x4xi32>
  return
}
