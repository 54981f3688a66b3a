// memref.subview: identity subviews folded; subviews of subviews; constant offsets, sizes and
// strides made static (cast back to the old type), rank-reduced ones included; negative
// constant offsets left dynamic; trivial subviews replaced by their source or a cast.
func.func @identity(%m: memref<8x16xf32>) -> (memref<8x16xf32>, memref<8x16xf32, strided<[16, 1]>>) {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %1 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  return %0, %1 : memref<8x16xf32>, memref<8x16xf32, strided<[16, 1]>>
}

// -----

func.func @constants(%m: memref<8x16xf32>, %i: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c2, %i] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %m[%c1, %c0] [1, %c4] [1, %c1] : memref<8x16xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0, %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @negative(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %cm1 = arith.constant -1 : index
  %0 = memref.subview %m[%cm1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @nested(%m: memref<8x16xf32>, %i: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %m[%i, %i] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @trivial_dynamic_layout(%m: memref<8x16xf32, strided<[?, 1], offset: ?>>) -> memref<8x16xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32, strided<[?, 1], offset: ?>> to memref<8x16xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<8x16xf32, strided<[?, 1], offset: ?>>
}
