// affine.load, affine.store and affine.prefetch read through memref.cast of a ranked memref
// (foldMemRefCast); an unranked source and the stored value are left alone.
func.func @f(%m: memref<4x8xf32>, %u: memref<*xf32>, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %a = affine.load %c[1, 2] : memref<?x8xf32>
  affine.store %v, %c[3, 2] : memref<?x8xf32>
  affine.prefetch %c[0, 1], read, locality<3>, data : memref<?x8xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %b = affine.load %r[0] : memref<?xf32>
  %d = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  affine.for %i = 0 to 4 {
    %e = affine.load %d[%i, %i] : memref<?x?xf32>
    affine.store %e, %c[%i, 0] : memref<?x8xf32>
  }
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// -----

func.func @stored_cast(%m: memref<4xf32>, %mm: memref<2xmemref<?xf32>>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  affine.store %c, %mm[1] : memref<2xmemref<?xf32>>
  %cc = memref.cast %mm : memref<2xmemref<?xf32>> to memref<?xmemref<?xf32>>
  affine.store %c, %cc[0] : memref<?xmemref<?xf32>>
  return
}
