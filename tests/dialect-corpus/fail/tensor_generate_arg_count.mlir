// tensor: generate arg count.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index, %j: index):
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
