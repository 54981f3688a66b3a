// ARGS: '--pass-pipeline=builtin.module(func.func(canonicalize{enable-patterns={(anonymous namespace)::AddIAddConstant}}),canonicalize{disable-patterns="(anonymous namespace)::AddIAddConstant"})' --mlir-print-ir-after-all
// func has no canonicalization patterns of its own: calls and returns only see folding.
// The nested canonicalize enables one pattern, the module-level one disables it.
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %1, %c1 : i32
  return %2 : i32
}

func.func @caller(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = func.call @callee(%0) : (i32) -> i32
  %2 = arith.subi %1, %c0 : i32
  return %2 : i32
}
