// tensor: extract slice missing static.
func.func @f(%t: tensor<8xf32>) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1xf32>
  return
}
