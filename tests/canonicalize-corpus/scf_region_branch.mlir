// The generic region-branch canonicalizations of the scf ops: forwarded, duplicate and dead
// successor inputs (iteration arguments, results, while-loop arguments).
func.func @swap(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @swap_diff_init(%x: i32, %y: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @dup(%x: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    "test.use"(%s) : (i32) -> ()
    %t = arith.muli %a, %a : i32
    scf.yield %t, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @self_only(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    "test.use"(%a) : (i32) -> ()
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// -----
func.func @if_dup(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @for_chain(%x: i32, %y: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %x) -> (i32, i32, i32) {
    "test.use"(%a, %b, %c) : (i32, i32, i32) -> ()
    scf.yield %b, %c, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
// -----
func.func @for_chain2(%x: i32, %y: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield %a, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @for_dup_results(%x: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @while_simple(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %p : i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @known_trips(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> i32 {
    "test.use"(%a) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @unknown_trips(%x: i32, %y: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    "test.use"(%a) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @while_once(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  %r = scf.while (%a = %x) : (i32) -> i32 {
    "test.use"(%a) : (i32) -> ()
    scf.condition(%f) %a : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %y : i32
  }
  return %r : i32
}
