// ARGS: --control-flow-sink --mlir-print-ir-after-all --mlir-print-ir-after-change
func.func @f(%a: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @g(%a: i32, %c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
