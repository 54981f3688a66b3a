// ARGS: --split-input-file --allow-unregistered-dialect --mlir-print-op-generic
// Canonicalized IR in generic form: the properties of ops built by folders and patterns
// (overflow flags, segment sizes of rebuilt branches, switch case segments).
func.func @addi_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  return %1 : i32
}

// -----

func.func @addi_chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %x : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %c1, %1 : i32
  %3 = arith.addi %2, %c1 : i32
  return %3 : i32
}

// -----

func.func @addi_sub(%x: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.subi %x, %c5 overflow<nuw> : i32
  %1 = arith.addi %0, %c7 overflow<nuw> : i32
  %2 = arith.subi %c5, %x : i32
  %3 = arith.addi %2, %c7 : i32
  return %1, %3 : i32, i32
}

// -----

func.func @subi_patterns(%x: index) -> (index, index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = arith.addi %x, %c5 overflow<nsw> : index
  %0 = arith.subi %a, %c7 overflow<nsw> : index
  %1 = arith.subi %c7, %a : index
  %s = arith.subi %x, %c5 : index
  %2 = arith.subi %s, %c7 : index
  %t = arith.subi %c5, %x : index
  %3 = arith.subi %t, %c7 : index
  %4 = arith.subi %c7, %s : index
  %5 = arith.subi %c7, %t : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

func.func @subi_subi(%a: i64, %b: i64) -> i64 {
  %0 = arith.subi %a, %b overflow<nsw> : i64
  %1 = arith.subi %0, %a overflow<nsw> : i64
  return %1 : i64
}

// -----

func.func @muli_muli(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %c5 = arith.constant -5 : i16
  %0 = arith.muli %x, %c3 : i16
  %1 = arith.muli %0, %c5 : i16
  return %1 : i16
}

// -----

func.func @mul_neg_one(%x: i32, %y: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %y, %m1 : i32
  %1 = arith.addi %x, %0 : i32
  %2 = arith.muli %x, %m1 : i32
  %3 = arith.addi %2, %y : i32
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %4 = arith.muli %w, %vm1 : vector<2xi32>
  %5 = arith.addi %v, %4 : vector<2xi32>
  return %1, %3, %5 : i32, i32, vector<2xi32>
}

// -----

// Splat constants are not reassociated (the patterns match scalar integer attributes).
func.func @no_splat(%v: vector<4xi32>) -> vector<4xi32> {
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %v, %c1 : vector<4xi32>
  %1 = arith.addi %0, %c2 : vector<4xi32>
  return %1 : vector<4xi32>
}

// -----

// Nested and in loops: constants hoist to the function entry.
func.func @nested(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %a = arith.addi %acc, %c3 : i32
    %b = arith.addi %a, %c4 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @const_cond(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// -----

func.func @const_false(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1, ^bb2
^bb1:
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  "test.bar"() : () -> ()
  return %y : i32
}

// -----

func.func @same_dest(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  return %a : i32
}

// -----

func.func @same_dest_two_preds(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%y : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%a: i32):
  "test.use"(%a) : (i32) -> ()
  return %a : i32
}

// -----

func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%a: i32):
  "test.use"(%a) : (i32) -> ()
  return %a : i32
}

// -----

func.func @chain(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %0 = arith.addi %a, %a : i32
  cf.br ^bb2(%0 : i32)
^bb2(%b: i32):
  %1 = arith.muli %b, %b : i32
  cf.br ^bb3
^bb3:
  return %1 : i32
}

// -----

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %unused: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next, %next : i32, i32)
^exit:
  return %i : i32
}

// -----

func.func @unreachable(%x: i32) -> i32 {
  return %x : i32
^dead:
  %0 = arith.addi %x, %x : i32
  cf.br ^dead2(%0 : i32)
^dead2(%a: i32):
  "test.sink"(%a) : (i32) -> ()
  cf.br ^dead
}

// -----

func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%c) : (i1) -> ()
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @same_condition(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  return %x : i32
^bb4:
  return %y : i32
}

// -----

func.func @weights(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c weights([10, 90]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  "test.x"() : () -> ()
  cf.br ^bb3
^bb3:
  return %x : i32
}

// -----

func.func @asserts(%c: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "always"
  cf.assert %f, "never"
  cf.assert %c, "maybe"
  return
}

// -----

func.func @self_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
// -----
func.func @only_default(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}

// -----

func.func @cases_like_default(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    42: ^bb1(%x : i32),
    43: ^bb2,
    44: ^bb1(%y : i32)
  ]
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  return
^bb2:
  "test.other"() : () -> ()
  return
}

// -----

func.func @const_flag(%x: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}

// -----

func.func @const_flag_default() {
  %c = arith.constant 7 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @pass_through(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%y : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%x : i32)
^bb2(%a: i32):
  cf.br ^bb4(%a : i32)
^bb3:
  "test.c"() : () -> ()
  return
^bb4(%b: i32):
  "test.use"(%b) : (i32) -> ()
  return
}

// -----

func.func @nested_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5,
    44: ^bb6
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb3:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb4:
  "test.d"() : () -> ()
  return
^bb5:
  "test.e"() : () -> ()
  return
^bb6:
  "test.f"() : () -> ()
  return
}
// -----
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
