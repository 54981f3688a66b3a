// scf.if with and without results and else regions (an empty else region prints, a missing
// one does not), implicit and explicit bare yields, attributes, nesting, and ops of the func
// dialect inside a function printed without their prefix.
func.func @g(%v: i32) -> i32 {
  return %v : i32
}
func.func @f(%c: i1, %d: i1, %a: i32, %b: i64) -> (i32, i64) {
  scf.if %c {
    "foo.then"() : () -> ()
  }
  scf.if %c {
    scf.yield
  } else {
  }
  scf.if %c {
  } else {
    "foo.else"() : () -> ()
    scf.yield
  } {foo.attr = 3 : i8}
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %s = func.call @g(%a) : (i32) -> i32
    scf.yield %s : i32
  }
  %p:2 = scf.if %d -> (i32, i64) {
    %q = scf.if %c -> i32 {
      scf.yield %r : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %q, %b : i32, i64
  } else {
    scf.if %c {
      func.call @g(%a) : (i32) -> i32
    }
    scf.yield %a, %b : i32, i64
  }
  return %p#0, %p#1 : i32, i64
}
