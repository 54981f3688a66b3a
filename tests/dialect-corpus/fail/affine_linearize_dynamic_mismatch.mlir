// affine: linearize_index whose dynamic basis has no value (generic form).
func.func @f(%n: index) {
  %a = "affine.linearize_index"(%n, %n) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808, 10>}> : (index, index) -> index
  return
}
