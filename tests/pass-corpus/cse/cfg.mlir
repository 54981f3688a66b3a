// ARGS: --cse
// Multi-block regions: an op sees the ops of the blocks that dominate its block, visited in
// dominator-tree order; unreachable blocks are not visited.
func.func @diamond(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %a : i32
  %4 = arith.muli %0, %a : i32
  cf.br ^bb3(%4 : i32)
^bb3(%v: i32):
  %5 = arith.muli %0, %a : i32
  %6 = arith.addi %v, %5 : i32
  return %6 : i32
}

func.func @loop(%a: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %c1 = arith.constant 1 : i32
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %c1b = arith.constant 1 : i32
  %next = arith.addi %i, %c1b : i32
  cf.br ^head(%next : i32)
^exit:
  %c0b = arith.constant 0 : i32
  %r = arith.addi %i, %c0b : i32
  return %r : i32
}

func.func @unreachable(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^dead:
  %1 = arith.addi %a, %a : i32
  %unused = arith.constant 9 : i32
  cf.br ^dead2(%1 : i32)
^dead2(%x: i32):
  return %x : i32
}

func.func @switch(%a: i32, %f: i32) -> i32 {
  %0 = arith.subi %a, %f : i32
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  %1 = arith.subi %a, %f : i32
  return %1 : i32
^bb2:
  %2 = arith.subi %a, %f : i32
  cf.br ^bb3
^bb3:
  %3 = arith.subi %a, %f : i32
  return %3 : i32
}

func.func @deep_chain(%a: i32) -> i32 {
  %0 = arith.xori %a, %a : i32
  cf.br ^b1
^b1:
  %1 = arith.xori %a, %a : i32
  cf.br ^b2
^b2:
  %2 = arith.xori %a, %a : i32
  cf.br ^b3
^b3:
  %3 = arith.addi %0, %1 : i32
  %4 = arith.addi %3, %2 : i32
  return %4 : i32
}
