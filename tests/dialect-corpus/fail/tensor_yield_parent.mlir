// tensor: yield parent.
func.func @f(%v: f32) {
  tensor.yield %v : f32
  return
}
