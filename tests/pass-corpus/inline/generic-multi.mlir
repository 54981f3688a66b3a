// ARGS: --inline --mlir-print-op-generic
func.func @caller(%c: i1, %a: f32) -> f32 {
  %0 = call @pick(%c, %a) : (i1, f32) -> f32
  %1 = arith.mulf %0, %a : f32
  return %1 : f32
}
func.func @pick(%c: i1, %a: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = math.sqrt %a : f32
  return %0 : f32
^bb2:
  %1 = arith.negf %a : f32
  return %1 : f32
}
