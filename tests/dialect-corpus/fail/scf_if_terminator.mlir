// SingleBlockImplicitTerminator: the then region ends with scf.yield (generic form).
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "foo.t"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
