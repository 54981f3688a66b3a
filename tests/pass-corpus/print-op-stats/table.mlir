// ARGS: --print-op-stats --allow-unregistered-dialect
func.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %a : i32
  %2 = scf.if %c -> i32 {
    %3 = arith.muli %1, %1 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %1 : i32
  }
  "x"() : () -> ()
  "a_very_long_dialect_name.op"() : () -> ()
  "t.an_unusually_long_op_name"() : () -> ()
  return %2 : i32
}
func.func private @g()
