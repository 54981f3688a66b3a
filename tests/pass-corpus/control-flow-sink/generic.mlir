// ARGS: --control-flow-sink --mlir-print-op-generic
func.func @f(%a: i32, %c: i1) -> i32 {
  %x = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
