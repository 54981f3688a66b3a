// memref: subviews of casts (not of casts to more static types, rank-reduced ones too),
// constant subview offsets out of bounds left alone, copies (cast producers, empty and self
// copies), reinterpret_cast (source chains, identity, constant and type-given arguments),
// view (identity, constant sizes, cast producers), alloca_scope inlining.
func.func @subview_cast(%m: memref<8x16xf32>, %o: index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %r = memref.cast %s : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %r : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

// -----

func.func @copy_self(%m: memref<8xf32>) {
  memref.copy %m, %m : memref<8xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_cast(%m: memref<8xf32>, %n: memref<8xf32>) {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  memref.copy %c, %n : memref<?xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_dead() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  return
}

// -----

func.func @expand_const(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}

// -----

func.func @reinterpret_const(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @reinterpret_cast_src(%m: memref<16xf32>) -> memref<4x4xf32> {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %r : memref<4x4xf32>
}

// -----

func.func @reinterpret_reinterpret(%m: memref<16xf32>) -> memref<2x8xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %s = memref.reinterpret_cast %r to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<4x4xf32> to memref<2x8xf32>
  return %s : memref<2x8xf32>
}

// -----

func.func @reinterpret_identity(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %r : memref<4x4xf32>
}

// -----

func.func @view_const(%b: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = memref.view %b[%c0][%c8] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----

func.func @view_cast(%b: memref<2048xi8>, %o: index) -> memref<8x4xf32> {
  %c = memref.cast %b : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%o][] : memref<?xi8> to memref<8x4xf32>
  return %v : memref<8x4xf32>
}

// -----

func.func @alloca_scope_hoist(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// -----

func.func @copy_cast_static(%m: memref<?xf32>, %n: memref<8xf32>) {
  %c = memref.cast %m : memref<?xf32> to memref<8xf32>
  memref.copy %c, %n : memref<8xf32> to memref<8xf32>
  return
}

// -----

func.func @copy_empty(%m: memref<0x4xf32>, %n: memref<0x4xf32>) {
  memref.copy %m, %n : memref<0x4xf32> to memref<0x4xf32>
  return
}

// -----

func.func @view_cast_static(%b: memref<?xi8>, %o: index) -> memref<8x4xf32> {
  %c = memref.cast %b : memref<?xi8> to memref<2048xi8>
  %v = memref.view %c[%o][] : memref<2048xi8> to memref<8x4xf32>
  return %v : memref<8x4xf32>
}

// -----

func.func @view_alloc(%o: index) -> memref<8x4xf32> {
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%o][] : memref<?xi8> to memref<8x4xf32>
  return %v : memref<8x4xf32>
}

// -----

func.func @subview_more_static(%m: memref<?x?xf32>, %o: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<8x16xf32>
  %s = memref.subview %c[%o, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %r = memref.cast %s : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %r : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

func.func @subview_cast_rank_reduce(%m: memref<8x16xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, %o] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

// -----

func.func @subview_oob(%m: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c9 = arith.constant 9 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c9] [%c2] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// -----

func.func @reinterpret_subview(%m: memref<16xf32>) -> memref<2x2xf32> {
  %s = memref.subview %m[0] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1]>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32, strided<[1]>> to memref<2x2xf32>
  return %r : memref<2x2xf32>
}
