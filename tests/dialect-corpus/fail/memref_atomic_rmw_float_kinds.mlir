// memref: atomic rmw float kinds.
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw andi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
