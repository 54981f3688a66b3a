// ARGS: --pass-pipeline=builtin.module(any(cse),func.func(any(canonicalize))) --mlir-print-ir-before-all --allow-unregistered-dialect
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return %2 : i32
}
"test.isolated"() ({
  func.func @g() {
    return
  }
}) : () -> ()
module @m {
}
