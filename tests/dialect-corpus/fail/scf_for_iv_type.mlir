// The induction variable of scf.for has the type of the bounds (generic form).
func.func @f(%a: index) {
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
