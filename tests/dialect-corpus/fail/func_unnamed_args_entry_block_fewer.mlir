// Fewer entry block arguments than the unnamed signature has: a verifier error.
func.func @f(f32, i32) -> f32 {
^bb0(%a: f32):
  return %a : f32
}
