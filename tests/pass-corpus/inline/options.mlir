// ARGS: --inline=default-pipeline= --inline=max-iterations=1
func.func @main(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %0 = func.call @add1(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  %2 = arith.addi %1, %s : i32
  return %2 : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @twice(%x: i32) -> i32 {
  %0 = call @add1(%x) : (i32) -> i32
  %1 = call @add1(%0) : (i32) -> i32
  return %1 : i32
}
func.func @ind(%a: i32) -> i32 {
  %f = func.constant @add1 : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
