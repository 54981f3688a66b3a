// ARGS: --inline
// Calls inside scf regions are inlined when the callee has one block; a callee of several
// blocks is not inlined into a single-block region, only into a function body.
func.func @loop(%n: index, %a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %v = func.call @sq(%acc) : (i32) -> i32
    %w = scf.if %c -> i32 {
      %m = func.call @multi(%c, %v) : (i1, i32) -> i32
      scf.yield %m : i32
    } else {
      %s = func.call @sq(%v) : (i32) -> i32
      scf.yield %s : i32
    }
    scf.yield %w : i32
  }
  %t = func.call @multi(%c, %r) : (i1, i32) -> i32
  return %t : i32
}
func.func private @sq(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %m = arith.muli %a, %a : i32
  cf.br ^bb2(%m : i32)
^bb2(%r: i32):
  %s = arith.addi %r, %a : i32
  return %s : i32
}
func.func @split(%c: i1, %a: i32) -> (i32, i32) {
  %x = arith.constant 5 : i32
  %0:2 = call @two_results(%c, %a) : (i1, i32) -> (i32, i32)
  %1 = arith.addi %0#0, %x : i32
  %2:2 = call @two_results(%c, %1) : (i1, i32) -> (i32, i32)
  return %2#1, %0#1 : i32, i32
}
func.func private @two_results(%c: i1, %a: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %a : i32, i32
^bb2:
  %b = arith.addi %a, %a : i32
  return %b, %a : i32, i32
}
