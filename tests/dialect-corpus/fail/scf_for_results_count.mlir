// scf.for needs one result per loop-carried value (generic form).
func.func @f(%a: index) {
  %r = "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> i32
  return
}
