// scf.parallel has one initial value per result (generic form).
func.func @f(%a: index, %x: f32) {
  %r = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %l : f32
    }
  }) : (index, index, index) -> f32
  return
}
