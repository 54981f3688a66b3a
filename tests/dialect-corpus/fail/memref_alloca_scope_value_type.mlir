// memref: alloca scope value type.
func.func @f(%v: f32) {
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %v : f32
  }
  return
}
