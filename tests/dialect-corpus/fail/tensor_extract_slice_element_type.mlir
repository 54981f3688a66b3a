// tensor: extract slice element type.
func.func @f(%t: tensor<8x16xf32>) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<4xi32>
  return
}
