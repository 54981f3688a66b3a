// scf.for: forwarded iteration arguments and trivial loops.
func.func @zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %r = scf.for %i = %c0 to %c10 step %c20 iter_args(%a = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @one_exact(%x: i32, %lb: index) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %b = arith.addi %a, %ii : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @empty(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @iterfold(%x: i32, %y: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %s = arith.addi %b, %b : i32
    "test.use"(%s) : (i32) -> ()
    scf.yield %a, %s, %x : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
// -----
func.func @same_bounds(%x: i32, %n: index) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %n to %n step %c1 iter_args(%a = %x) -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @neg_step(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %cm1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %c10 step %cm1 iter_args(%a = %x) -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @unsigned(%x: i32) -> i32 {
  %c0 = arith.constant -1 : i8
  %c10 = arith.constant 10 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for unsigned %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> i32 : i8 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  %r2 = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> i32 : i8 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @zero_step(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c0 iter_args(%a = %x) -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @unknown_step_empty(%x: i32, %s: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %s iter_args(%a = %x) -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @two_trips_empty(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c10 step %c5 iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  }
  return %r : i32
}
// -----
func.func @no_results(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  scf.for %i = %c0 to %c1 step %c1 {
    "test.op"(%i) : (index) -> ()
  }
  return
}
// -----
func.func @i32_loop(%x: i32) -> i32 {
  %c0 = arith.constant 2147483640 : i32
  %c10 = arith.constant -2147483640 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> i32 : i32 {
    %b = arith.addi %a, %i : i32
    scf.yield %b : i32
  }
  %r2 = scf.for unsigned %i = %c0 to %c10 step %c1 iter_args(%a = %x) -> i32 : i32 {
    %b = arith.addi %a, %i : i32
    scf.yield %b : i32
  }
  %s = arith.addi %r, %r2 : i32
  return %s : i32
}
// -----
func.func @nested_loops(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> f32 {
    %s = scf.for %j = %c0 to %c1 step %c1 iter_args(%b = %a) -> f32 {
      %m = arith.mulf %b, %b : f32
      scf.yield %m : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @attrs_kept(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s, %b : i32, i32
  } {test.tag = 7 : i32}
  return %r#0 : i32
}
