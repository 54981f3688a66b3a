// scf.for bounds are signless integers or indices.
func.func @f(%a: f32) {
  scf.for %i = %a to %a step %a : f32 {
  }
  return
}
