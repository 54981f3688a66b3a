// ARGS: --pass-pipeline=builtin.module(func.func(cse,canonicalize),symbol-dce,builtin.module(func.func(cse))) --mlir-print-ir-after-all --mlir-print-ir-before=cse
// One folder per op from the top-level module down (symbol name or no-symbol-name), one
// file per dump named by the ops' dump counters and the pass.
module {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
  func.func @g(%a: i32) -> i32 {
    %r = call @f(%a) : (i32) -> i32
    return %r : i32
  }
  module @inner {
    func.func @h() {
      return
    }
  }
  module {
    func.func @k() {
      return
    }
  }
}
