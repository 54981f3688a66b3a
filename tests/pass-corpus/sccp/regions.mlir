// ARGS: --sccp --allow-unregistered-dialect
func.func @loops(%n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c5) -> i32 {
    %t = arith.addi %a, %c5 : i32
    %u = arith.subi %t, %c5 : i32
    scf.yield %u : i32
  }
  %r2 = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %c5) -> i32 {
    %t = arith.addi %a, %c5 : i32
    scf.yield %t : i32
  }
  %w = scf.while (%x = %c5) : (i32) -> i32 {
    %false = arith.constant false
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %c5 : i32
    scf.yield %z : i32
  }
  return %r, %r2, %w : i32, i32, i32
}

func.func @while_loop(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %w:2 = scf.while (%x = %c0, %k = %c1) : (i32, i32) -> (i32, i32) {
    %cmp = arith.cmpi slt, %x, %n : i32
    scf.condition(%cmp) %x, %k : i32, i32
  } do {
  ^bb0(%y: i32, %k2: i32):
    %z = arith.addi %y, %c1 : i32
    %m = arith.muli %k2, %c1 : i32
    scf.yield %z, %m : i32, i32
  }
  return %w#0, %w#1 : i32, i32
}

func.func @ifs(%c: i1, %v: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %r = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c1 : i32
  }
  %r2 = scf.if %true -> i32 {
    %a = arith.addi %c1, %c1 : i32
    scf.yield %a : i32
  } else {
    scf.yield %v : i32
  }
  %r3 = scf.if %c -> i32 {
    %a = arith.addi %v, %c1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.muli %c1, %c1 : i32
    scf.yield %b : i32
  }
  scf.if %c {
    %q = arith.addi %c1, %c1 : i32
    "foo.use"(%q) : (i32) -> ()
  }
  return %r, %r2, %r3 : i32, i32, i32
}

func.func @switches(%x: index) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 2 {
    %a = arith.constant 20 : i32
    scf.yield %a : i32
  }
  case 3 {
    %b = arith.constant 30 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 0 : i32
    scf.yield %d : i32
  }
  %r2 = scf.index_switch %x -> i32
  case 2 {
    %a = arith.constant 20 : i32
    scf.yield %a : i32
  }
  default {
    %d = arith.constant 0 : i32
    scf.yield %d : i32
  }
  return %r, %r2 : i32, i32
}

func.func @execute() -> i32 {
  %r = scf.execute_region -> i32 {
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %s = arith.addi %c3, %c4 : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @side_effects(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> i32 {
    "foo.effect"() : () -> ()
    scf.yield %c1 : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}
