// memref: generic atomic rmw arg type.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return %x : f32
}
