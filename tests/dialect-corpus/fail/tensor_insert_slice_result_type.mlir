// tensor: insert slice result type.
func.func @f(%s: tensor<2x4xf32>, %t: tensor<8x16xf32>) {
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, tensor<8x16xf32>) -> tensor<8x?xf32>
  return
}
