// ARGS: --remove-dead-values --allow-unregistered-dialect
func.func @dead_cond(%x: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  %c = arith.cmpi eq, %x, %x : i32
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%x : i32)
^bb3(%y: i32):
  return %y : i32
}

func.func @switch(%f: i32, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %d = arith.addi %x, %c1 : i32
  cf.switch %f : i32, [
    default: ^bb1(%x, %d : i32, i32),
    0: ^bb2(%d : i32)
  ]
^bb1(%a: i32, %b: i32):
  return %a : i32
^bb2(%c: i32):
  return %c1 : i32
}
