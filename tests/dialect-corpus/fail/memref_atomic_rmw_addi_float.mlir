// memref: atomic rmw addi float.
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
