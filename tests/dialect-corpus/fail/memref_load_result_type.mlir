// memref: load result type.
func.func @f(%n: index, %m: memref<4xf32>, %v: f32) {
  %0 = "memref.load"(%m, %n) : (memref<4xf32>, index) -> f16
  return
}
