// ARGS: --cse
// Ops with regions merge when their regions are equivalent; nested dead ops are erased first.
func.func @same_bodies(%a: i32, %c: i1) -> (i32, i32, i32) {
  %0 = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %1 = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %2 = scf.execute_region -> i32 {
    %x = arith.subi %a, %a : i32
    scf.yield %x : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

func.func @same_ifs(%a: i32, %c: i1) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %k = arith.constant 0 : i32
    scf.yield %k : i32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %k = arith.constant 0 : i32
    scf.yield %k : i32
  }
  %2 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %k = arith.constant 1 : i32
    scf.yield %k : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

func.func @nested_ops_use_block_args(%lb: index, %ub: index, %s: index, %a: i32) -> (i32, i32) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %1 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

func.func @dead_region_ops(%a: i32, %c: i1) -> i32 {
  %0 = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  scf.if %c {
    %k = arith.constant 1 : i32
  }
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

func.func @multi_block_region(%a: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%v: i32):
    scf.yield %v : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.br ^bb1(%a : i32)
  ^bb1(%v: i32):
    scf.yield %v : i32
  }
  return %0, %1 : i32, i32
}

func.func @commutative_only_outermost(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = scf.execute_region -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  %3 = scf.execute_region -> i32 {
    %x = arith.addi %b, %a : i32
    scf.yield %x : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
