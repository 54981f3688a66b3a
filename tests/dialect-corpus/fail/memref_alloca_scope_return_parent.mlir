// memref: alloca scope return parent.
func.func @f(%v: f32) {
  memref.alloca_scope.return
}
