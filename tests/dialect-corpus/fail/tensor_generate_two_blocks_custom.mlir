// tensor: generate two blocks custom.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      cf.br ^bb1
    ^bb1:
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
