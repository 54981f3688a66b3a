// ARGS: --strip-debuginfo --mlir-print-debuginfo --allow-unregistered-dialect
// Every op and block argument location becomes loc(unknown), whatever it held.
#loc_alias = loc("aliased.mlir":3:4)
module attributes {test.keep = loc("in an attribute")} {
  func.func @f(%a: i32 loc("arg_a"), %c: i1 loc(fused["x", "y"])) -> i32 {
    %0 = arith.addi %a, %a : i32 loc(callsite("callee" at "caller.mlir":1:2))
    %1 = scf.if %c -> i32 {
      %2 = arith.muli %0, %0 : i32 loc(fused<"metadata">["p", "q"])
      scf.yield %2 : i32 loc(#loc_alias)
    } else {
      scf.yield %0 : i32 loc("named"("inner.mlir":5:6))
    } loc("if")
    cf.br ^bb1(%1 : i32) loc(unknown)
  ^bb1(%v: i32 loc("block_arg")):
    %u = "test.op"() ({
    ^bb0(%w: i64 loc("nested_arg")):
      "test.end"() : () -> () loc("nested_end")
    }) : () -> i32 loc("test_op")
    return %v : i32 loc(fused["ret", callsite("a" at "b")])
  } loc("func")
} loc("module")
