// tensor: pad block args.
func.func @f(%t: tensor<4xf32>, %v: f32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<4xf32> to tensor<7xf32>
  return
}
