// ARGS: --allow-unregistered-dialect --loop-invariant-code-motion
func.func @f(%lb: index, %ub: index, %a: i32, %b: i32, %n: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c0_i32 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %c1 {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %d1 = arith.divsi %a, %c7 : i32
    %d2 = arith.divsi %a, %cm1 : i32
    %d3 = arith.divsi %a, %b : i32
    %d4 = arith.divui %a, %c7 : i32
    %d5 = arith.divui %a, %c0_i32 : i32
    %d6 = arith.remsi %a, %c7 : i32
    %d7 = arith.ceildivsi %a, %c7 : i32
    %d8 = arith.floordivsi %a, %c7 : i32
    %ii = arith.index_cast %i : index to i32
    %z = arith.addi %ii, %y : i32
    %inner = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %a) -> (i32) {
      %q = arith.addi %acc, %b : i32
      %w = arith.muli %a, %b : i32
      scf.yield %q : i32
    }
    %inner2 = scf.for %j = %lb to %ub step %c2 iter_args(%acc = %a) -> (i32) {
      %q = arith.addi %acc, %b : i32
      scf.yield %q : i32
    }
    %cond = arith.cmpi slt, %a, %b : i32
    %if = scf.if %cond -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    "foo.use"(%x, %y, %d1, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %z, %inner, %inner2) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}
