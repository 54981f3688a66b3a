// The bounds and the step of scf.for have one type (AllTypesMatch, generic form).
func.func @f(%a: index, %b: i32) {
  "scf.for"(%a, %b, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}
