// ARGS: --pass-pipeline=builtin.module(func.func(symbol-dce,canonicalize),canonicalize) --mlir-print-ir-after-all
func.func @first(%a: i32) -> i32 {
  return %a : i32
}
func.func @second(%b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = arith.addi %b, %c0 : i32
  return %s : i32
}
