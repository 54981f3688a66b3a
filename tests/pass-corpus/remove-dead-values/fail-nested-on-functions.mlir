// ARGS: --pass-pipeline=builtin.module(func.func(remove-dead-values))
// Nested on each function, the pass sees no call of the private @g from inside @g: its
// argument and result go, and the call in @main no longer matches (the verifier says so).
func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  %r = call @g(%y) : (i32) -> i32
  return %r : i32
}
