// ARGS: --allow-unregistered-dialect --loop-invariant-code-motion --split-input-file
// scf.while: both regions are loop regions.
func.func @while(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %s = arith.addi %a, %b : i32
    %c = arith.cmpi slt, %x, %s : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %t = arith.muli %a, %b : i32
    %n = arith.addi %y, %t : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// scf.parallel and scf.forall.
func.func @parallel(%lb: index, %ub: index, %s: index, %a: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %k = arith.addi %a, %s : index
    %l = arith.addi %k, %i : index
    "foo.use"(%k, %l) : (index, index) -> ()
    scf.reduce
  }
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %k = arith.muli %a, %a : index
    %l = arith.addi %k, %i : index
    "foo.use"(%k, %l) : (index, index) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// -----

// Nested loops: innermost first, so an op can climb several levels; ops with regions move
// as a whole when nothing inside uses the loop.
func.func @nested(%lb: index, %ub: index, %a: i32, %b: i32, %c: i1) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %i to %ub step %c1 {
      %x = arith.addi %a, %b : i32
      %y = arith.addi %x, %a : i32
      %ij = arith.addi %i, %j : index
      %r = scf.if %c -> (i32) {
        %z = arith.muli %y, %y : i32
        scf.yield %z : i32
      } else {
        scf.yield %a : i32
      }
      %r2 = scf.if %c -> (index) {
        scf.yield %ij : index
      } else {
        scf.yield %i : index
      }
      "foo.use"(%r, %r2) : (i32, index) -> ()
    }
  }
  return
}

// -----

// Ops with effects, unknown ops, calls and terminators stay.
func.func private @callee(i32) -> i32
func.func @effects(%lb: index, %ub: index, %a: i32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %x = "foo.op"(%a) : (i32) -> i32
    %y = func.call @callee(%a) : (i32) -> i32
    %z = arith.addi %x, %y : i32
    %w = scf.execute_region -> i32 {
      %k = arith.addi %a, %a : i32
      scf.yield %k : i32
    }
    %p = ub.poison : i32
    %m = math.absi %a : i32
    %n = index.add %i, %i
    %q = index.divs %i, %i
    "foo.use"(%z, %w, %p, %m, %n, %q) : (i32, i32, i32, i32, index, index) -> ()
  }
  return
}
