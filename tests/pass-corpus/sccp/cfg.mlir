// ARGS: --sccp
func.func @cond(%arg0: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.muli %s, %arg0 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%s : i32), ^bb2(%c2 : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %c1 : i32
  cf.br ^bb3(%y : i32)
^bb2(%z: i32):
  %w = arith.addi %z, %c2 : i32
  cf.br ^bb3(%w : i32)
^bb3(%r: i32):
  %q = arith.addi %r, %t : i32
  return %q : i32
}

func.func @unknown_cond(%b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %b, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%x: i32):
  return %x : i32
}

func.func @same_on_both(%b: i1) -> i32 {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %c4 : i32
  cf.cond_br %b, ^bb1(%c7 : i32), ^bb1(%s : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c1 : i32, i32)
^head(%i: i32, %k: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %i2 = arith.addi %i, %c1 : i32
  %k2 = arith.muli %k, %c1 : i32
  cf.br ^head(%i2, %k2 : i32, i32)
^exit:
  return %k : i32
}

func.func @switch(%f: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.switch %c2 : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb1(%c20 : i32),
    2: ^bb2(%c20 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %r = arith.addi %b, %b : i32
  return %r : i32
}

func.func @switch_default(%f: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %c10 = arith.constant 10 : i32
  cf.switch %c5 : i32, [
    default: ^bb1(%c10 : i32),
    1: ^bb2
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  return %f : i32
}

func.func @dead_block(%x: i32) -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %c1, %c1 : i32
  return %b : i32
^bb2:
  return %c1 : i32
}
