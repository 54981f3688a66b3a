// The after region of scf.while ends with scf.yield.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%k: i32):
    "foo.t"() : () -> ()
  }
  return
}
