// affine: dma_start whose tag index is loaded inside a loop.
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %n: index, %c0: index, %m: memref<index>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[] : memref<index>
    affine.dma_start %a[%i], %b[%i], %t[%x], %n : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  }
  return
}
