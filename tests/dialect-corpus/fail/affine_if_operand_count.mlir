// affine: if with fewer operands than set inputs (generic form).
func.func @f(%n: index) {
  "affine.if"(%n) <{condition = affine_set<(d0, d1) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
