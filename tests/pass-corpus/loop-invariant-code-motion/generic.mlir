// ARGS: --loop-invariant-code-motion --mlir-print-op-generic
func.func @f(%lb: index, %ub: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %a) -> (i32) {
    %x = arith.addi %a, %a : i32
    %y = arith.addi %acc, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
