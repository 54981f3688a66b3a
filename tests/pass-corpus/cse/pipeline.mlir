// ARGS: --pass-pipeline=builtin.module(func.func(cse),cse) --mlir-print-ir-after-all
// CSE nested on functions and on the module, with IR dumps.
func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %dead = arith.muli %a, %a : i32
  return %0, %1 : i32, i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
