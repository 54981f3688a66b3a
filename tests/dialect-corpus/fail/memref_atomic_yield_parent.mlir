// memref: atomic yield parent.
func.func @f(%v: f32) {
  memref.atomic_yield %v : f32
}
