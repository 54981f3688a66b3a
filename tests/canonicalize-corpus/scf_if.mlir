// scf.if folds and patterns.
func.func @static(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @unused(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %y : i32
    "test.use"(%a) : (i32) -> ()
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @propagate(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}
// -----
func.func @yield_cond(%c: i1, %x: i32) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i32) {
    "test.a"() : () -> ()
    scf.yield %t, %f, %x : i1, i1, i32
  } else {
    "test.b"() : () -> ()
    scf.yield %f, %t, %x : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
// -----
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
  }
  return
}
// -----
func.func @negated(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}
// -----
func.func @combine(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}
// -----
func.func @nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}
// -----
func.func @static_false(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> i32 {
    scf.yield %x : i32
  } else {
    %a = arith.muli %x, %y : i32
    scf.yield %a : i32
  }
  scf.if %f {
    "test.never"() : () -> ()
  }
  return %r : i32
}
// -----
func.func @combine_results(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %s = arith.addi %x, %y : i32
    "test.a"(%s) : (i32) -> ()
    scf.yield %s : i32
  } else {
    %m = arith.muli %x, %y : i32
    "test.b"(%m) : (i32) -> ()
    scf.yield %m : i32
  }
  %b = scf.if %c -> i32 {
    %t = arith.subi %a, %x : i32
    "test.c"(%t) : (i32) -> ()
    scf.yield %t : i32
  } else {
    %u = arith.divsi %a, %y : i32
    "test.d"(%u) : (i32) -> ()
    scf.yield %u : i32
  }
  return %a, %b : i32, i32
}
// -----
func.func @combine_negated(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}
// -----
func.func @nested_results(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %i = scf.if %d -> i32 {
      "test.a"() : () -> ()
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @nested_select(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.if %d {
      "test.a"() : () -> ()
    }
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @deep_propagation(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      "test.use"(%c) : (i1) -> ()
    }
  }
  return
}
// -----
func.func @no_change(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}
