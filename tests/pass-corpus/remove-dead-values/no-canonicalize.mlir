// ARGS: --remove-dead-values=canonicalize=false
func.func @loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    scf.yield %a2, %b2 : i32, i32
  }
  %w:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %cmp = arith.cmpi slt, %a, %x : i32
    scf.condition(%cmp) %a, %b : i32, i32
  } do {
  ^bb0(%a1: i32, %b1: i32):
    scf.yield %a1, %b1 : i32, i32
  }
  return %r#0 : i32
}
