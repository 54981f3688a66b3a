// affine: delinearize_index with too many results.
func.func @f(%n: index) {
  %a:4 = affine.delinearize_index %n into (4, 10) : index, index, index, index
  return
}
