// scf.execute_region, scf.index_switch and scf.while.
func.func @sw(%x: i32) -> i32 {
  %c = arith.constant 2 : index
  %r = scf.index_switch %c -> i32
  case 1 {
    "test.a"() : () -> ()
    scf.yield %x : i32
  }
  case 2 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @sw_default(%x: i32) -> i32 {
  %c = arith.constant 7 : index
  %r = scf.index_switch %c -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @exec(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %s = scf.execute_region -> i32 no_inline {
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}
// -----
func.func @exec_multi(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @while(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %b : i32
    scf.yield %n : i32
  }
  return %r : i32
}
