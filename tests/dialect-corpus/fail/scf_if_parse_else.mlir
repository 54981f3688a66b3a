// `else` is followed by a region.
func.func @f(%c: i1) {
  scf.if %c {
  } else
  return
}
