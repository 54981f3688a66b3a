// ARGS: --inline=inlining-threshold=50
// A callee is inlined only when it has at most half as many ops as its caller.
func.func @small_caller(%a: i32) -> i32 {
  %0 = call @big(%a) : (i32) -> i32
  return %0 : i32
}
func.func @big_caller(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %1, %a : i32
  %3 = arith.xori %2, %a : i32
  %4 = arith.ori %3, %a : i32
  %5 = call @small(%4) : (i32) -> i32
  %6 = call @big(%5) : (i32) -> i32
  return %6 : i32
}
func.func private @small(%x: i32) -> i32 {
  %0 = arith.andi %x, %x : i32
  return %0 : i32
}
func.func private @big(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %x : i32
  return %2 : i32
}
