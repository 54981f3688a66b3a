// ARGS: --inline --mlir-print-debuginfo
func.func @main(%a: i32 loc("main.c":1:1)) -> i32 {
  %0 = call @f(%a) : (i32) -> i32 loc("main.c":2:3)
  %1 = call @g(%0) : (i32) -> i32 loc(unknown)
  return %1 : i32 loc("main.c":4:3)
} loc("main.c":1:1)
func.func private @f(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32 loc("f.c":10:5)
  %1 = call @g(%0) : (i32) -> i32 loc("f.c":11:5)
  return %1 : i32 loc("f.c":12:5)
} loc("f.c":9:1)
func.func private @g(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc(callsite("g.c":20:5 at "h.c":30:5))
  %1 = arith.subi %0, %x : i32 loc(unknown)
  return %1 : i32 loc("g.c":21:5)
} loc("g.c":19:1)
