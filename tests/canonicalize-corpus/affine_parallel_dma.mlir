// affine.parallel bands with nothing inside are dead (results unused or none); DMA starts
// (which write) and waits (unknown effects) stay, with memref.casts of ranked memrefs
// folded into their operands. (Bounds over function arguments are not used: the fold of
// affine.parallel composes and canonicalizes them, which is not implemented yet.)
func.func @dma(%src: memref<40xf32>, %dst: memref<40xf32, 1>, %tag: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %s = memref.cast %src : memref<40xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  affine.dma_start %s[%c0], %dst[%c0], %t[%c0], %n : memref<?xf32>, memref<40xf32, 1>, memref<?xi32>
  affine.dma_wait %t[%c0], %n : memref<?xi32>
  affine.for %i = 0 to 10 {
    affine.dma_start %s[%i], %dst[%i], %t[%c0], %n, %n, %n : memref<?xf32>, memref<40xf32, 1>, memref<?xi32>
  }
  return
}
// -----
func.func @dead(%n: index) {
  affine.parallel (%i) = (0) to (%n) {
  }
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
// -----
func.func @live(%A: memref<?x?xf32>, %B: memref<100xf32>) {
  affine.for %k = 0 to 100 {
    %r = affine.parallel (%i, %j) = (0, 0) to (%k, min(%k, 64)) step (1, 8) reduce ("maximumf") -> (f32) {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.yield %v : f32
    }
    affine.store %r, %B[%k] : memref<100xf32>
  }
  affine.parallel (%i) = (0) to (10) {
    %c = arith.constant 0.0 : f32
    affine.store %c, %A[%i, %i] : memref<?x?xf32>
  }
  return
}
