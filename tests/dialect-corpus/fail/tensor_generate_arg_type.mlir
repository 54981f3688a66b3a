// tensor: generate arg type.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: i32):
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
