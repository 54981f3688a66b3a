// SingleBlockImplicitTerminator: the body of scf.for ends with scf.yield (generic form).
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "foo.t"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
