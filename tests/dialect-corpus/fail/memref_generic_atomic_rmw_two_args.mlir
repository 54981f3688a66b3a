// memref: generic atomic rmw two args.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %y: f32):
    memref.atomic_yield %cur : f32
  }
  return %x : f32
}
