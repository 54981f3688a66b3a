// ARGS: --control-flow-sink
// An op with regions is sunk whole when it is free of effects; its own operands follow.
func.func @f(%a: i32, %c: i1, %d: i1) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  %inner = scf.if %d -> (i32) {
    %k = arith.addi %x, %x : i32
    scf.yield %k : i32
  } else {
    scf.yield %y : i32
  }
  %r = scf.if %c -> (i32) {
    scf.yield %inner : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
