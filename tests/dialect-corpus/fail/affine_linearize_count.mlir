// affine: linearize_index with too few indices.
func.func @f(%n: index) {
  %a = affine.linearize_index [%n] by (4, 10, 3) : index
  return
}
