// memref: subview with an i32 offset.
func.func @f(%m: memref<8xf32>, %i: i32) {
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, i32) -> memref<4xf32, strided<[1], offset: ?>>
  return
}
