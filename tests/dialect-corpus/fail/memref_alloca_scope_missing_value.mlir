// memref: alloca scope missing value.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}
