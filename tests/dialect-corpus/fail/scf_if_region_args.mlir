// NoRegionArguments: the regions of scf.if take no arguments (generic form).
func.func @f(%x: i32, %c: i1) {
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}
