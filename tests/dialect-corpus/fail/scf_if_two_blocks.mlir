// SingleBlock: the else region of scf.if has one block (generic form).
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}
