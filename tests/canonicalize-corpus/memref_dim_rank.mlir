// memref.dim of static dimensions and of the sizes allocations, views, subviews and
// reinterpret_casts were given; memref.rank of ranked and unranked memrefs.
func.func @dims(%n: index, %k: index, %u: memref<*xf32>, %buf: memref<2048xi8>, %s: memref<?x?xf32>) -> (index, index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc(%n, %k) : memref<4x?x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?x?xf32>
  %d2 = memref.dim %a, %c2 : memref<4x?x?xf32>
  %d7 = memref.dim %a, %c7 : memref<4x?x?xf32>
  %b = memref.alloca(%k) : memref<?xf32>
  %e0 = memref.dim %b, %c0 : memref<?xf32>
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %f0 = memref.dim %v, %c0 : memref<?x4xf32>
  %sv = memref.subview %s[0, 0] [1, %k] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %g0 = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32>
  %h0 = memref.dim %r, %c0 : memref<?x4xf32>
  %rk = memref.rank %a : memref<4x?x?xf32>
  %ru = memref.rank %u : memref<*xf32>
  memref.dealloc %a : memref<4x?x?xf32>
  return %d0, %d1, %d2, %d7, %e0, %f0, %g0, %h0, %rk, %ru : index, index, index, index, index, index, index, index, index, index
}
