// affine: dma_wait on a tensor tag.
func.func @f(%t: tensor<1xi32>, %n: index, %c0: index) {
  affine.dma_wait %t[%c0], %n : tensor<1xi32>
  return
}
