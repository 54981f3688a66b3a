// SingleBlock: the after region's block is not empty.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
  }
  return
}
