// memref: dma_start from a tensor.
func.func @f(%s: tensor<4xf32>, %d: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %s[%i], %d[%i], %n, %t[%i] : tensor<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
