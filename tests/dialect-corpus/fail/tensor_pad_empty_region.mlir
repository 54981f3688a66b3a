// tensor: pad empty region.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
    }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
