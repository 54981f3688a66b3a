// ARGS: --inline --mlir-print-debuginfo
// Inlined ops get callsite locations, stacked on an existing callsite chain; block
// arguments of inlined blocks too.
func.func @main(%a: i32 loc("main.c":1:1), %c: i1) -> i32 {
  %0 = call @f(%a, %c) : (i32, i1) -> i32 loc("main.c":2:3)
  %1 = call @g(%0) : (i32) -> i32 loc(unknown)
  return %1 : i32 loc("main.c":4:3)
} loc("main.c":1:1)
func.func private @f(%x: i32, %c: i1) -> i32 {
  %0 = arith.muli %x, %x : i32 loc("f.c":10:5)
  %1 = call @g(%0) : (i32) -> i32 loc("f.c":11:5)
  cf.cond_br %c, ^bb1(%1 : i32), ^bb2 loc("f.c":12:5)
^bb1(%y: i32 loc("f.c":13:1)):
  return %y : i32 loc("f.c":14:5)
^bb2:
  return %x : i32 loc("f.c":15:5)
} loc("f.c":9:1)
func.func private @g(%x: i32) -> i32 {
  %0 = arith.divui %x, %x : i32 loc(callsite("g.c":20:5 at "h.c":30:5))
  %1 = arith.remui %0, %x : i32 loc(unknown)
  %2 = arith.divsi %1, %x : i32 loc(fused["g.c":22:1, "g.c":23:1])
  return %2 : i32 loc("g.c":21:5)
} loc("g.c":19:1)
