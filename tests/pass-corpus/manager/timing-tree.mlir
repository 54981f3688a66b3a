// ARGS: --pass-pipeline=builtin.module(func.func(cse,canonicalize),inline,symbol-dce,func.func(cse)) --mlir-timing --mlir-timing-display=tree
// The default layout, named.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}

func.func @g(%a: i32) -> i32 {
  %r = call @f(%a) : (i32) -> i32
  return %r : i32
}
