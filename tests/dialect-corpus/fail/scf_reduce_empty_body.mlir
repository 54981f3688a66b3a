// A reduction region's block is not empty (generic form).
func.func @f(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %m: f32):
    }) : (f32) -> ()
  }
  return
}
