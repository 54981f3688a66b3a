// memref: store value type.
func.func @f(%m: memref<4xf32>, %v: f16, %i: index) {
  "memref.store"(%v, %m, %i) : (f16, memref<4xf32>, index) -> ()
  return
}
