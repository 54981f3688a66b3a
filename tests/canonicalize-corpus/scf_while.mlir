// scf.while: the condition's truth in the after region, loop-invariant and duplicate values.
func.func @truth(%x: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i1) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    "test.use"(%q) : (i1) -> ()
    %n = arith.addi %p, %p : i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}
// -----
func.func @invariant(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.step"(%p, %q) : (i32, i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @dup_results(%x: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.step"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
