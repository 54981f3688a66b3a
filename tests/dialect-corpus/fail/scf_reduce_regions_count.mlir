// scf.reduce has one region per reduced value (generic form).
func.func @f(%a: index, %x: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    "scf.reduce"(%x) : (f32) -> ()
  }
  return
}
