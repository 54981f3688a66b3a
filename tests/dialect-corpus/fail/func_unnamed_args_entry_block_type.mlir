// With an unnamed signature, the entry block's arguments must still match it.
func.func @f(f32) -> i32 {
^bb0(%a: i32):
  return %a : i32
}
