// memref.alloc with a constant size, then dim, load and dealloc through the cast the pattern
// inserts; an alloca in a nested scope; casts between dynamic and static strides.
func.func @interplay(%n: index, %v: f32) -> (index, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc(%c16, %n) : memref<?x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  memref.store %v, %a[%c0, %c1] : memref<?x?xf32>
  %x = memref.load %a[%c1, %c0] : memref<?x?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %d0, %d1, %x : index, index, f32
}

// -----

func.func @scoped(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %b = memref.alloca(%c2) : memref<?xf32>
    memref.store %v, %b[%c0] : memref<?xf32>
    %y = memref.load %b[%c0] : memref<?xf32>
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}

// -----

func.func @strided_casts(%m: memref<4x4xf32, strided<[4, 1], offset: 2>>, %i: index) -> (f32, f32) {
  %c = memref.cast %m : memref<4x4xf32, strided<[4, 1], offset: 2>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %x = memref.load %c[%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %back = memref.cast %c : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[4, 1], offset: 2>>
  %y = memref.load %back[%i, %i] : memref<4x4xf32, strided<[4, 1], offset: 2>>
  return %x, %y : f32, f32
}
