// ARGS: --remove-dead-values=canonicalize=false --split-input-file --mlir-print-op-generic
// The signature, argument attributes and calls printed in generic form.
func.func private @f(%a: i32 {test.a}, %b: i32, %c: i32) -> (i32, i32 {test.r}) {
  %0 = arith.addi %b, %c : i32
  return %0, %a : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @f(%x, %y, %x) : (i32, i32, i32) -> (i32, i32)
  %s:2 = call @f(%y, %x, %y) : (i32, i32, i32) -> (i32, i32)
  %t = arith.addi %r#0, %s#0 : i32
  return %t : i32
}

// -----
// A call inside an scf.for whose result is dead: the loop carries the value on without it.
func.func private @step(%i: index, %acc: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %n = arith.addi %acc, %c1 : i32
  return %n, %c1 : i32, i32
}
func.func @main(%lb: index, %ub: index, %st: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> i32 {
    %q:2 = func.call @step(%i, %acc) : (index, i32) -> (i32, i32)
    scf.yield %q#0 : i32
  }
  return %r : i32
}
