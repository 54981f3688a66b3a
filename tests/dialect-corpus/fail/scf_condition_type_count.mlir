// scf.condition has one type per forwarded value.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32, i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}
