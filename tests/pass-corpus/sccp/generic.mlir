// ARGS: --sccp --mlir-print-op-generic
func.func @g(%b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.addi %c1, %c2 : i32
  cf.cond_br %b, ^bb1(%t : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %r = scf.if %b -> i32 {
    scf.yield %t : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}
