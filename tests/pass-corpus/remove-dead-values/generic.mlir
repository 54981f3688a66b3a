// ARGS: --remove-dead-values --mlir-print-op-generic
func.func @g(%c: i1, %x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %d : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#0 : i32
}
