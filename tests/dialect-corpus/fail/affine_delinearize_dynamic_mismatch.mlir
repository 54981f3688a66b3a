// affine: delinearize_index whose dynamic basis has no value (generic form).
func.func @f(%n: index) {
  %a:2 = "affine.delinearize_index"(%n) <{static_basis = array<i64: -9223372036854775808, 10>}> : (index) -> (index, index)
  return
}
