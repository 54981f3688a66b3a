// memref: atomic yield type.
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
    memref.atomic_yield %c : i32
  }
  return %x : f32
}
