// tensor: pad nofold generic value.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = "tensor.pad"(%t) <{nofold = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
    ^bb0(%i: index):
      tensor.yield %v : f32
    }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}
