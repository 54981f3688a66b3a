// ARGS: --control-flow-sink --split-input-file
func.func @f(%a: i32, %b: i32, %c1: i1, %c2: i1) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %a : i32
  %z = arith.subi %a, %b : i32
  %r = scf.if %c1 -> (i32) {
    %r2 = scf.if %c2 -> (i32) {
      %q = arith.addi %y, %y : i32
      scf.yield %q : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %r2 : i32
  } else {
    %w = scf.execute_region -> i32 {
      %k = arith.addi %z, %z : i32
      scf.yield %k : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32, %c1: i1) -> i32 {
  %z = arith.subi %a, %b : i32
  %r = scf.if %c1 -> (i32) {
    %w = scf.execute_region -> i32 {
      %k = arith.addi %z, %z : i32
      scf.yield %k : i32
    }
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @g(%a: i32, %b: i32, %c1: i1) -> i32 {
  %z = arith.subi %a, %b : i32
  %r = scf.if %c1 -> (i32) {
    %w = scf.if %c1 -> (i32) {
      %k = arith.addi %z, %z : i32
      scf.yield %k : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @h(%a: i32, %b: i32, %c1: i1) -> i32 {
  %z = arith.subi %a, %b : i32
  %r = scf.if %c1 -> (i32) {
    %w = scf.for %i = %a to %b step %a iter_args(%acc = %a) -> i32 : i32 {
      %k = arith.addi %z, %acc : i32
      scf.yield %k : i32
    }
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @k(%a: i32, %b: i32, %c1: i1) -> i32 {
  %z = arith.subi %a, %b : i32
  %r = scf.if %c1 -> (i32) {
    %u = arith.addi %z, %a : i32
    %w = scf.execute_region -> i32 {
      %k = arith.addi %z, %u : i32
      scf.yield %k : i32
    }
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
