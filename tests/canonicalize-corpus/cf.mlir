// cf canonicalizations and region simplification (unreachable blocks, dead block
// arguments, block merging through single-predecessor branches).
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
