// ARGS: --pass-pipeline=builtin.module(func.func(canonicalize,cse),canonicalize) --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-print-op-generic
// Module scope prints the whole module in each function's dump; unchanged IR is not dumped.
func.func @changes(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @"path/with\\slashes"(%a: i32) -> i32 {
  return %a : i32
}
