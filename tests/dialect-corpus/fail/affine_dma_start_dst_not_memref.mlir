// affine: dma_start whose destination is a tensor.
func.func @f(%a: memref<4xf32>, %b: tensor<4xf32>, %t: memref<1xi32>, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %n : memref<4xf32>, tensor<4xf32>, memref<1xi32>
  return
}
