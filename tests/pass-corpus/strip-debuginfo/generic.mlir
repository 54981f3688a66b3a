// ARGS: --strip-debuginfo --mlir-print-debuginfo --mlir-print-op-generic
func.func @g(%a: f32 loc("a")) -> f32 {
  %0 = math.absf %a : f32 loc("abs")
  return %0 : f32
}
