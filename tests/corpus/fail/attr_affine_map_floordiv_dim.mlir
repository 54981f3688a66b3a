// The right operand of floordiv must be a constant or a symbol.
"foo.a"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()
