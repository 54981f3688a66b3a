// affine: dma_start whose tag is an integer.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: i32, %n: index, %c0: index) {
  affine.dma_start %a[%c0], %b[%c0], %t[], %n : memref<4xf32>, memref<4xf32, 1>, i32
  return
}
