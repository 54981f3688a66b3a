// tensor: pad yield type.
func.func @f(%t: tensor<4xf32>, %v: i32) {
  %0 = tensor.pad %t low[1] high[2] {
    ^bb0(%i: index):
      tensor.yield %v : i32
    } : tensor<4xf32> to tensor<7xf32>
  return
}
