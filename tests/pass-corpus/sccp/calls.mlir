// ARGS: --sccp --split-input-file --allow-unregistered-dialect
func.func private @priv(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 1 : i32
  %r = call @priv(%c) : (i32) -> i32
  return %r : i32
}

// -----
func.func @pub(%a: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  return %c, %a : i32, i32
}
func.func @caller() -> (i32, i32) {
  %c = arith.constant 5 : i32
  %r:2 = call @pub(%c) : (i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

// -----
func.func private @two(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = arith.muli %a, %c : i32
  return %r : i32
}
func.func @caller() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r1 = call @two(%c1) : (i32) -> i32
  %r2 = call @two(%c2) : (i32) -> i32
  return %r1, %r2 : i32, i32
}

// -----
func.func private @same(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @caller(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 4 : i32
  %c2 = arith.constant 4 : i32
  %r1 = call @same(%c1, %x) : (i32, i32) -> i32
  %r2 = call @same(%c2, %x) : (i32, i32) -> i32
  return %r1, %r2 : i32, i32
}

// -----
func.func private @rec(%a: i32, %n: i32) -> i32 {
  %z = arith.constant 0 : i32
  %done = arith.cmpi eq, %n, %z : i32
  cf.cond_br %done, ^ret, ^more
^ret:
  return %a : i32
^more:
  %one = arith.constant 1 : i32
  %m = arith.subi %n, %one : i32
  %r = call @rec(%a, %m) : (i32, i32) -> i32
  return %r : i32
}
func.func @caller(%n: i32) -> i32 {
  %c = arith.constant 7 : i32
  %r = call @rec(%c, %n) : (i32, i32) -> i32
  return %r : i32
}

// -----
func.func private @loop(%a: i32) -> i32 {
  %r = call @loop(%a) : (i32) -> i32
  return %r : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 7 : i32
  %r = call @loop(%c) : (i32) -> i32
  return %r : i32
}

// -----
func.func private @target(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}
func.func @caller() -> i32 {
  %f = func.constant @target : (i32) -> i32
  %c = arith.constant 1 : i32
  %r = func.call_indirect %f(%c) : (i32) -> i32
  %s = call @target(%c) : (i32) -> i32
  %t = arith.addi %r, %s : i32
  return %t : i32
}

// -----
func.func private @unused(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i32
  %r = arith.addi %c, %d : i32
  %s = arith.addi %r, %a : i32
  return %s : i32
}
func.func @main() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i32
  %r = arith.addi %c, %d : i32
  return %r : i32
}

// -----
func.func private @ext(i32) -> i32
func.func @caller() -> i32 {
  %c = arith.constant 1 : i32
  %r = call @ext(%c) : (i32) -> i32
  return %r : i32
}

// -----
func.func private @multi(%a: i1) -> i32 {
  cf.cond_br %a, ^x, ^y
^x:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^y:
  %c2 = arith.constant 2 : i32
  return %c2 : i32
}
func.func @caller() -> (i32, i32) {
  %t = arith.constant true
  %r = call @multi(%t) : (i1) -> i32
  %u = call @multi(%t) : (i1) -> i32
  return %r, %u : i32, i32
}

// -----
module {
  func.func private @inner(%a: i32) -> i32 {
    return %a : i32
  }
  module @m {
    func.func nested @n(%a: i32) -> i32 {
      return %a : i32
    }
    func.func private @p(%a: i32) -> i32 {
      %r = call @n(%a) : (i32) -> i32
      return %r : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 9 : i32
      %s = call @p(%c) : (i32) -> i32
      %r = call @n(%c) : (i32) -> i32
      return %r : i32
    }
  }
  func.func @caller() -> i32 {
    %c = arith.constant 3 : i32
    %r = call @inner(%c) : (i32) -> i32
    return %r : i32
  }
}

// -----
func.func private @nores(%a: i32) {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  "test.use"(%r) : (i32) -> ()
  return
}
func.func @caller() {
  %c = arith.constant 1 : i32
  call @nores(%c) : (i32) -> ()
  return
}

// -----
func.func private @viaScf(%a: i32, %b: i1) -> i32 {
  %r = scf.if %b -> i32 {
    scf.yield %a : i32
  } else {
    %c = arith.constant 8 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 8 : i32
  %f = arith.constant false
  %r = call @viaScf(%c, %f) : (i32, i1) -> i32
  return %r : i32
}
