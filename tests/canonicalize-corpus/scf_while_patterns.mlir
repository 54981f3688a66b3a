// scf.while: comparisons equal to the loop condition in the after region, forwarded before
// arguments aligned, an scf.if on the condition moved into the after region.
func.func @cmp_cond(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %same = arith.cmpi slt, %j, %n : i32
    %inv = arith.cmpi sge, %j, %n : i32
    %other = arith.cmpi sle, %j, %n : i32
    %swapped = arith.cmpi sgt, %n, %j : i32
    "test.use"(%same, %inv, %other, %swapped) : (i1, i1, i1, i1) -> ()
    %next = "test.next"(%j) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}
// -----
func.func @cmp_cond_rhs(%init: i32, %n: i32, %m: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = arith.cmpi ne, %n, %i : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %a = arith.cmpi eq, %n, %j : i32
    %b = arith.cmpi ne, %n, %j : i32
    %d = arith.cmpi ne, %m, %j : i32
    %e = arith.cmpi ne, %j, %n : i32
    "test.use"(%a, %b, %d, %e) : (i1, i1, i1, i1) -> ()
    %next = "test.next"(%j) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}
// -----
func.func @cmp_cond_not_cmpi(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = "test.cond"(%i, %n) : (i32, i32) -> i1
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %same = arith.cmpi slt, %j, %n : i32
    "test.use"(%same) : (i1) -> ()
    %next = "test.next"(%j) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}
// -----
func.func @align(%a: i32, %b: i64, %c: f32) -> (f32, i32, i64) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %c) : (i32, i64, f32) -> (f32, i32, i64) {
    %cond = "test.cond"(%x, %y, %z) : (i32, i64, f32) -> i1
    scf.condition(%cond) %z, %x, %y : f32, i32, i64
  } do {
  ^bb0(%p: f32, %q: i32, %s: i64):
    %n:3 = "test.step"(%p, %q, %s) : (f32, i32, i64) -> (i32, i64, f32)
    scf.yield %n#0, %n#1, %n#2 : i32, i64, f32
  }
  return %r#0, %r#1, %r#2 : f32, i32, i64
}
// -----
func.func @align_not(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %cond = "test.cond"(%x, %y) : (i32, i32) -> i1
    %w = "test.other"(%x) : (i32) -> i32
    scf.condition(%cond) %w, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n:2 = "test.step"(%p, %q) : (i32, i32) -> (i32, i32)
    scf.yield %n#0, %n#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @move_if_down(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    %v = scf.if %c -> (i32) {
      %t = "test.then"(%i, %n) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%j: i32):
    %next = "test.next"(%j) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}
// -----
func.func @move_if_down_no_results(%init: i32) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = "test.cond"(%i) : (i32) -> i1
    %k = "test.k"(%i) : (i32) -> i32
    scf.if %c {
      "test.region"() ({
        "test.inner"(%k) : (i32) -> ()
        "test.end"() : () -> ()
      }) : () -> ()
      "test.side"(%i) : (i32) -> ()
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = "test.next"(%j) : (i32) -> i32
    scf.yield %next : i32
  }
  return %r : i32
}
// -----
func.func @move_if_down_not(%init: i32, %d: i1) -> (i32, i32, i32) {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %c = "test.cond"(%i) : (i32) -> i1
    %v = scf.if %c -> (i32) {
      %t = "test.then"(%i) : (i32) -> i32
      scf.yield %t : i32
    } else {
      %e = "test.else"(%i) : (i32) -> i32
      scf.yield %e : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  %s = scf.while (%i = %init) : (i32) -> i32 {
    %c = "test.cond"(%i) : (i32) -> i1
    %v = scf.if %d -> (i32) {
      %t = "test.then"(%i) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  %u = scf.while (%i = %init) : (i32) -> i32 {
    %c = "test.cond"(%i) : (i32) -> i1
    %v = scf.if %c -> (i32) {
      %t = "test.then"(%i) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %i : i32
    }
    "test.between"() : () -> ()
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r, %s, %u : i32, i32, i32
}
