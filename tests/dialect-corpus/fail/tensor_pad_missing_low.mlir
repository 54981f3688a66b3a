// tensor: pad missing low.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t high[2] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<6xf32>
  return
}
