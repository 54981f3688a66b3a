// tensor: generate two blocks.
func.func @f(%n: index, %v: f32) {
  %0 = "tensor.generate"(%n) ({
    ^bb0(%i: index):
      cf.br ^bb1
    ^bb1:
      tensor.yield %v : f32
    }) : (index) -> tensor<?xf32>
  return
}
