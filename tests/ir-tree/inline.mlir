// ARGS: --inline --mlir-print-ir-after-all
// The inliner's own pipeline dumps into the functions' folders, counted with the others.
func.func private @callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  %1 = call @callee(%0) : (i32) -> i32
  return %1 : i32
}
