// memref: reinterpret cast dynamic count.
func.func @f(%u: memref<*xf32>) {
  %r = "memref.reinterpret_cast"(%u) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<*xf32>) -> memref<10x10xf32>
  return
}
