func.func @f(%i: index) {
  "scf.parallel"(%i, %i, %i) ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
