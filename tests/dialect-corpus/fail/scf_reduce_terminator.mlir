// A reduction region ends with scf.reduce.return.
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      "foo.t"() : () -> ()
    }
  }
  return
}
