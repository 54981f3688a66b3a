// ARGS: --remove-dead-values --split-input-file --allow-unregistered-dialect
// A private function: the dead argument and the result no call uses go.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0, %1 : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----
// A public function keeps its signature, and so do its calls.
func.func @pub(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %0 : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @pub(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----
// A declaration keeps its signature; the calls stay though one result is unused.
func.func private @decl(i32) -> i32
func.func @main(%x: i32) -> i32 {
  %r = call @decl(%x) : (i32) -> i32
  %s = call @decl(%x) : (i32) -> i32
  return %r : i32
}

// -----
// A private function nobody calls loses every argument and result.
func.func private @unused(%a: i32, %m: memref<i32>) -> (i32, i32) {
  "test.store"(%a, %m) : (i32, memref<i32>) -> ()
  %0 = arith.addi %a, %a : i32
  return %0, %a : i32, i32
}

// -----
// Each result is used at one call site: nothing goes.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0, %1 : i32, i32
}
func.func @main(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  %s:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0, %s#1 : i32, i32
}

// -----
// Results unused at every call site go, the calls stay.
func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @main(%x: i32) -> i32 {
  %r = call @g(%x) : (i32) -> i32
  %s = call @g(%r) : (i32) -> i32
  %t = call @g(%s) : (i32) -> i32
  %u = arith.addi %t, %t : i32
  return %s : i32
}

// -----
// Recursion: an argument only passed to the recursive call and a result only returned
// from it are dead.
func.func private @rec(%n: i32, %d: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done, ^more
^done:
  return %n, %d : i32, i32
^more:
  %m = arith.subi %n, %c1 : i32
  %r:2 = call @rec(%m, %d) : (i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @rec(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----
// An indirect call is not followed: its operands are live, and the function it reaches
// through func.constant is left alone.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %c = func.constant @f : (i32, i32) -> (i32, i32)
  %r:2 = func.call_indirect %c(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----
// A function used by something other than a call keeps its signature.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func @main(%x: i32, %y: i32) -> (i32, (i32, i32) -> (i32, i32)) {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  %c = func.constant @f : (i32, i32) -> (i32, i32)
  return %r#0, %c : i32, (i32, i32) -> (i32, i32)
}

// -----
// Several levels: arguments only forwarded to another call, results forwarded back in
// another order.
func.func private @leaf(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  return %0, %c : i32, i32
}
func.func private @mid(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %r:2 = call @leaf(%a, %b, %c) : (i32, i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
func.func private @top(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %r:2 = call @mid(%c, %b, %a) : (i32, i32, i32) -> (i32, i32)
  return %r#1, %r#0 : i32, i32
}
func.func @main(%x: i32, %y: i32, %z: i32) -> i32 {
  %r:2 = call @top(%x, %y, %z) : (i32, i32, i32) -> (i32, i32)
  return %r#1 : i32
}

// -----
// Calls inside scf regions.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  return %0, %b : i32, i32
}
func.func private @h(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  return %0, %b : i32, i32
}
func.func @main(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %q:2 = func.call @f(%x, %y) : (i32, i32) -> (i32, i32)
    scf.yield %q#0 : i32
  } else {
    %q:2 = func.call @f(%y, %x) : (i32, i32) -> (i32, i32)
    scf.yield %q#1 : i32
  }
  scf.if %c {
    %q:2 = func.call @h(%x, %y) : (i32, i32) -> (i32, i32)
    "test.use"(%q#1) : (i32) -> ()
  }
  return %r : i32
}

// -----
// Several returns in cf blocks.
func.func private @g(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0, %a, %b : i32, i32, i32
^bb2:
  %1 = arith.muli %b, %b : i32
  return %1, %b, %a : i32, i32, i32
}
func.func @main(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:3 = call @g(%c, %x, %y) : (i1, i32, i32) -> (i32, i32, i32)
  return %r#1 : i32
}

// -----
// A branch with as many operands as the function has results keeps them.
func.func private @g(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%z: i32):
  "test.use"(%z) : (i32) -> ()
  return %b : i32
}
func.func @main(%x: i32) {
  %r = call @g(%x, %x) : (i32, i32) -> i32
  return
}

// -----
// A private function nobody calls, with control flow.
func.func private @unused(%a: i32, %m: memref<i32>, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%z: i32):
  "test.store"(%z, %m) : (i32, memref<i32>) -> ()
  return %z : i32
^bb2:
  return %a : i32
}

// -----
// Argument and result attributes follow their arguments and results.
func.func private @f(%a: i32 {test.a}, %b: memref<i32> {test.b}, %c: i32 {test.c}) -> (i32 {test.r0}, i32 {test.r1}) {
  "test.store"(%c, %b) : (i32, memref<i32>) -> ()
  return %a, %c : i32, i32
}
func.func private @g(%a: i32 {test.a}, %b: i32) -> (i32 {test.r}, i32) {
  return %b, %b : i32, i32
}
func.func @main(%x: i32, %m: memref<i32>) -> (i32, i32) {
  %r:2 = call @f(%x, %m, %x) {test.k} : (i32, memref<i32>, i32) -> (i32, i32)
  %s:2 = call @g(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#1, %s#1 : i32, i32
}

// -----
// A returned value stays live in the function (it is stored), but no call uses it.
func.func private @f(%m: memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %c0, %c0 : i32
  "test.store"(%0, %m) : (i32, memref<i32>) -> ()
  return %c0, %0 : i32, i32
}
func.func @main(%m: memref<i32>) -> i32 {
  %r:2 = call @f(%m) : (memref<i32>) -> (i32, i32)
  return %r#0 : i32
}

// -----
// Nested visibility, and private functions of a nested module.
module @outer {
  module @inner {
    func.func nested @n(%a: i32, %b: i32) -> (i32, i32) {
      return %a, %b : i32, i32
    }
    func.func private @p(%a: i32, %b: i32) -> (i32, i32) {
      return %a, %b : i32, i32
    }
    func.func @use(%x: i32) -> i32 {
      %r:2 = call @p(%x, %x) : (i32, i32) -> (i32, i32)
      %s:2 = call @n(%x, %r#0) : (i32, i32) -> (i32, i32)
      return %s#1 : i32
    }
  }
  func.func private @p(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @main(%x: i32) -> i32 {
    %r = call @p(%x) : (i32) -> i32
    return %x : i32
  }
}

// -----
// Calls from a side-effecting use keep their arguments live.
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  "test.use"(%b) : (i32) -> ()
  return %a, %b : i32, i32
}
func.func @main(%x: i32, %y: i32) {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.muli %y, %c1 : i32
  %r:2 = call @f(%0, %1) : (i32, i32) -> (i32, i32)
  return
}
