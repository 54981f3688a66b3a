// ARGS: --cse
// Region equivalence through nested multi-block regions: blocks pair up through successors.
func.func @nested_multi_block(%a: i32, %c: i1) -> (i32, i32, i32) {
  %0 = scf.execute_region -> i32 {
    %i = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1(%a : i32), ^bb2
    ^bb1(%v: i32):
      scf.yield %v : i32
    ^bb2:
      %k = arith.constant 0 : i32
      cf.br ^bb1(%k : i32)
    }
    scf.yield %i : i32
  }
  %1 = scf.execute_region -> i32 {
    %i = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1(%a : i32), ^bb2
    ^bb1(%v: i32):
      scf.yield %v : i32
    ^bb2:
      %k = arith.constant 0 : i32
      cf.br ^bb1(%k : i32)
    }
    scf.yield %i : i32
  }
  %2 = scf.execute_region -> i32 {
    %i = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb2, ^bb1(%a : i32)
    ^bb1(%v: i32):
      scf.yield %v : i32
    ^bb2:
      %k = arith.constant 0 : i32
      cf.br ^bb1(%k : i32)
    }
    scf.yield %i : i32
  }
  return %0, %1, %2 : i32, i32, i32
}
