// memref.subview: static and dynamic offsets, sizes and strides, strided and identity
// sources, rank-reduced results, negative strides, empty slices, attributes.
func.func @subviews(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %i: index, %j: index, %st: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %1 = memref.subview %d[%i, %j][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %m[1, 2, 0] [1, 4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 72>>
  %3 = memref.subview %st[%i, 2][%j, 3][2, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] {foo = 1} : memref<8x16x4xf32> to memref<8x16x4xf32>
  %5 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  %6 = memref.subview %m[7, 0, 0] [2, 16, 4] [-1, 1, 1] : memref<8x16x4xf32> to memref<2x16x4xf32, strided<[-64, 4, 1], offset: 448>>
  %7 = memref.subview %m[7, 0, 0] [0, 16, 4] [3, 1, 1] : memref<8x16x4xf32> to memref<0x16x4xf32, strided<[192, 4, 1], offset: 448>>
  %8 = memref.subview %m[2, 3, 1] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<f32, strided<[], offset: 141>>
  %9 = memref.subview %m[0, 3, 0] [8, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[64, 1], offset: 12>>
  %10 = memref.subview %d[0, %i] [1, %j] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %11 = memref.subview %m[%i, %j, 0] [%j, 2, 4] [%i, 1, 1] : memref<8x16x4xf32> to memref<?x2x4xf32, strided<[?, 4, 1], offset: ?>>
  %12 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<1x4xf32, strided<[4, 1]>>
  %13 = memref.subview %st[0, 0] [1, 1] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<1xf32, strided<[?], offset: ?>>
  %14 = "memref.subview"(%d, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index) -> memref<2x2xf32, strided<[?, 1], offset: ?>>
  %16 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<1x4xf32, strided<[64, 1]>>
  %15 = memref.subview %m[0, 0, 0] [8, 16, 4] [[1], 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}
