// affine: dma_start with a stride and no elements per stride.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[%c0], %n, %n : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}
