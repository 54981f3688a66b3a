// memref.cast producers folded into load, store, dealloc, dim, atomic_rmw, prefetch,
// dma_start and dma_wait; casts of casts; identity casts; memory_space_cast chains.
func.func @cast_into_users(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, index, f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return %x, %d, %r : f32, index, f32
}

// -----

func.func @dma(%src: memref<8xf32>, %dst: memref<8xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  %s = memref.cast %src : memref<8xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  memref.dma_start %s[%i], %dst[%i], %n, %t[%i] : memref<?xf32>, memref<8xf32, 1>, memref<?xi32>
  memref.dma_wait %t[%i], %n : memref<?xi32>
  return
}

// -----

func.func @cast_chains(%m: memref<4xf32>, %u: memref<*xf32>) -> (memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32, 2>) {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<*xf32>
  %c = memref.cast %b : memref<*xf32> to memref<?xf32>
  %d = memref.cast %m : memref<4xf32> to memref<4xf32>
  %e = memref.cast %a : memref<?xf32> to memref<4xf32>
  %f = memref.cast %u : memref<*xf32> to memref<?xf32>
  %g = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %h = memref.memory_space_cast %g : memref<4xf32, 1> to memref<4xf32, 2>
  return %c, %d, %e, %f, %h : memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32, 2>
}

// -----

func.func @unranked_source(%u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %u : memref<*xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  return %x : f32
}
