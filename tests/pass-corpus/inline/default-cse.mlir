// ARGS: --inline=default-pipeline=cse
func.func @main(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1 : i32
  %2 = func.call @f(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
func.func private @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.muli %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
