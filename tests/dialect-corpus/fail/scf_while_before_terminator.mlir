// The before region of scf.while ends with scf.condition.
func.func @f(%x: i32, %c: i1) {
  %r = scf.while (%j = %x) : (i32) -> i32 {
    "foo.t"() : () -> ()
  } do {
  ^bb0(%k: i32):
    scf.yield %x : i32
  }
  return
}
