// ARGS: --pass-pipeline=builtin.module(func.func(cse),builtin.module(func.func(cse)),func.func(canonicalize),builtin.module(func.func(canonicalize))) --mlir-print-ir-after-all --mlir-timing
// Adjacent nested pipelines run as one (same anchors merged, anchors sorted; an op-agnostic
// one merges only when it cannot run on the other's ops): passes run op by op.
module {
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
  module @m {
    func.func @h() {
      return
    }
  }
  func.func @g(%a: i32) -> i32 {
    return %a : i32
  }
}
