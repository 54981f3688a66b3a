// tensor: generate memref type.
func.func @f(%n: index, %v: f32) {
  %0 = tensor.generate %n {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : memref<?xf32>
  return
}
