// scf.index_switch has one case region per case value (generic form).
func.func @f(%i: index) {
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}
