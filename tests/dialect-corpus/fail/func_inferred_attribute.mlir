// sym_name may not be repeated in the attribute dictionary.
func.func @f() attributes {sym_name = "g"} {
  return
}
