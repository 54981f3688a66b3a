// memref: alloca scope extra value.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v, %v : f32, f32
  }
  return
}
