// ARGS: --cse --mlir-print-debuginfo
// An op kept with an unknown location takes the location of the first op merged into it;
// blocks are visited in dominator-tree order (successors first to last).
func.func @take_location(%a: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("second")
  %2 = arith.addi %a, %a : i32 loc("third")
  %3 = arith.muli %a, %a : i32 loc("known")
  %4 = arith.muli %a, %a : i32 loc("other")
  return %0, %3, %4 : i32, i32, i32
}

func.func @dominator_order(%a: i32, %c: i1) -> (i32, i32) {
  %0 = arith.subi %a, %a : i32 loc(unknown)
  cf.cond_br %c, ^right, ^left
^left:
  %1 = arith.subi %a, %a : i32 loc("left")
  return %1, %0 : i32, i32
^right:
  %2 = arith.subi %a, %a : i32 loc(fused["right", "more"])
  return %2, %0 : i32, i32
}

func.func @nested(%a: i32, %c: i1) -> (i32, i32) {
  %0 = arith.andi %a, %a : i32 loc(unknown)
  %r = scf.if %c -> i32 {
    %1 = arith.andi %a, %a : i32 loc(callsite("callee" at "caller"))
    scf.yield %1 : i32
  } else {
    %2 = arith.andi %a, %a : i32 loc("else")
    scf.yield %2 : i32
  }
  return %r, %0 : i32, i32
}
