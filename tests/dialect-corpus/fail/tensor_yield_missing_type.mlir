// tensor: yield missing type.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v
    } : tensor<?xf32>
  return
}
