// affine: delinearize_index with a zero basis entry.
func.func @f(%n: index) {
  %a:2 = affine.delinearize_index %n into (0, 10) : index, index
  return
}
