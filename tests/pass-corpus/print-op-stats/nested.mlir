// ARGS: --pass-pipeline=builtin.module(func.func(print-op-stats{json}),print-op-stats)
func.func @one(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @two() {
  return
}
