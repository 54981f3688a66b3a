// affine: dma_wait whose index is loaded inside a loop.
func.func @f(%t: memref<1xi32>, %n: index, %m: memref<index>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[] : memref<index>
    affine.dma_wait %t[%x], %n : memref<1xi32>
  }
  return
}
