// ARGS: --remove-dead-values --allow-unregistered-dialect
func.func @f(%c: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %c1 : i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %c1, %c1 : i32, i32
  }
  %d = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r#0 : i32
}

func.func @loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %a2 = arith.addi %a, %a : i32
    %b2 = arith.muli %b, %b : i32
    scf.yield %a2, %b2 : i32, i32
  }
  scf.for %i = %c0 to %n step %c1 {
    %q = arith.index_cast %i : index to i32
    "foo.use"(%q) : (i32) -> ()
  }
  return %r#0 : i32
}

func.func @while(%x: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %w:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32) {
    %cmp = arith.cmpi slt, %a, %n : i32
    scf.condition(%cmp) %a, %b : i32, i32
  } do {
  ^bb0(%a1: i32, %b1: i32):
    %a2 = arith.addi %a1, %c1 : i32
    %b2 = arith.addi %b1, %c1 : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %w#0 : i32
}

func.func @effects(%c: i1, %x: i32) {
  %r = scf.if %c -> i32 {
    "foo.effect"() : () -> ()
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %s = scf.if %c -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return
}

func.func @switch(%i: index, %x: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %y = arith.addi %x, %x : i32
    scf.yield %y, %x : i32, i32
  }
  default {
    scf.yield %x, %x : i32, i32
  }
  return %r#0 : i32
}

func.func @execute(%x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %y = arith.muli %x, %x : i32
    scf.yield %x, %y : i32, i32
  }
  return %r#0 : i32
}
