// ARGS: --inline=default-pipeline=cse,symbol-dce --mlir-print-ir-after-all --mlir-print-ir-module-scope
func.func @main(%a: i32) -> i32 {
  %0 = func.call @add1(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @twice(%x: i32) -> i32 {
  %0 = call @add1(%x) : (i32) -> i32
  %1 = call @add1(%0) : (i32) -> i32
  %2 = arith.muli %1, %1 : i32
  %3 = arith.muli %1, %1 : i32
  %4 = arith.subi %2, %3 : i32
  return %4 : i32
}
func.func @unchanged(%a: i32) -> i32 {
  return %a : i32
}
