// tensor: one offset, two sizes and strides for a rank-1 source (the sizes' count is checked first)
func.func @f(%t: tensor<8xf32>) -> tensor<4xf32> {
  %0 = "tensor.extract_slice"(%t) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
