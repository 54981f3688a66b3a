// memref: generic subview with too few dynamic offsets.
func.func @f(%m: memref<8x16x4xf32>, %i: index) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 8, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>
  return
}
