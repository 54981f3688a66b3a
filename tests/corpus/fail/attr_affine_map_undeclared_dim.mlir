// d1 is not declared.
"foo.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()
