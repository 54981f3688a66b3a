// d0 * d0 is not affine.
"foo.a"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()
