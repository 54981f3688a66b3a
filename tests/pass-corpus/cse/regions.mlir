// ARGS: --cse
// Nested regions see the ops of the enclosing blocks; sibling regions and the ops after a
// region do not see what is inside it.
func.func @inner_reuses_outer(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = arith.addi %a, %a : i32
    %3 = arith.muli %2, %2 : i32
    scf.yield %3 : i32
  } else {
    %4 = arith.muli %0, %0 : i32
    scf.yield %4 : i32
  }
  %5 = arith.muli %0, %0 : i32
  %6 = arith.addi %1, %5 : i32
  return %6 : i32
}

func.func @siblings(%a: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %k = arith.constant 3 : i32
    %m = arith.muli %a, %k : i32
    scf.yield %m : i32
  } else {
    %k = arith.constant 3 : i32
    %m = arith.muli %a, %k : i32
    scf.yield %m : i32
  }
  %k = arith.constant 3 : i32
  %m = arith.muli %a, %k : i32
  return %0, %m : i32, i32
}

func.func @loops(%lb: index, %ub: index, %step: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (i32) {
    %one = arith.constant 1 : i32
    %t = arith.addi %acc, %one : i32
    %u = arith.addi %acc, %c1 : i32
    %v = arith.muli %t, %u : i32
    %w = scf.for %j = %lb to %ub step %step iter_args(%b = %v) -> (i32) {
      %one2 = arith.constant 1 : i32
      %s = arith.addi %acc, %one2 : i32
      %s2 = arith.addi %b, %s : i32
      scf.yield %s2 : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}

func.func @while_loop(%a: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %lim = arith.constant 10 : i32
    %cond = arith.cmpi slt, %x, %lim : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %one_b = arith.constant 1 : i32
    %n = arith.addi %y, %one : i32
    %n2 = arith.addi %n, %one_b : i32
    scf.yield %n2 : i32
  }
  %z = arith.addi %r, %c10 : i32
  return %z : i32
}

func.func @isolated_functions() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}
func.func @isolated_functions_2() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}

func.func @switch(%i: index, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  default {
    %2 = arith.addi %a, %a : i32
    %3 = arith.addi %2, %0 : i32
    scf.yield %3 : i32
  }
  return %r : i32
}
