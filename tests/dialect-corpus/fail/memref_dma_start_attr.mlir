// memref: dma_start with an attribute dictionary.
func.func @f(%s: memref<4x4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i, %i], %d[%i], %n, %t[%i] {a} : memref<4x4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
