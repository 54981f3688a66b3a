// tensor: generate extents.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<?xf32>
  return
}
