// memref: alloca scope implicit return.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
  }
  return
}
