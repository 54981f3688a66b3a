// scf.parallel: dimensions of zero or one iteration, loops merged with the loop they only contain.
func.func @zero(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c0) step (%c1, %c1) init (%x) -> f32 {
    %v = "test.v"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @one_dim(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%n, %c4, %c1) step (%c1, %c4, %c1) {
    "test.p"(%i, %j, %k) : (index, index, index) -> ()
    scf.reduce
  }
  return
}
// -----
func.func @all_single(%x: f32, %y: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x, %y) -> (f32, i32) {
    %v = "test.v"(%i) : (index) -> f32
    %w = "test.w"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
// -----
func.func @nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %k = arith.addi %i, %j : index
      "test.p"(%k) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// -----
func.func @nested_dep(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.p"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
// -----
func.func @partial_with_reduction(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i, %j) = (%c0, %c5) to (%n, %n) step (%c1, %n) init (%x) -> i32 {
    %k = "test.k"(%i, %j) : (index, index) -> i32
    scf.reduce(%k : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%x) -> i32 {
    %c7 = arith.constant 7 : index
    %t = arith.addi %j, %c7 : index
    %k = "test.k"(%i, %t) : (index, index) -> i32
    scf.reduce(%k : i32) {
    ^bb0(%a: i32, %b: i32):
      %s2 = arith.maxsi %a, %b : i32
      scf.reduce.return %s2 : i32
    }
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}
// -----
func.func @nested_three(%n: index, %m: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      scf.parallel (%k) = (%c0) to (%p) step (%c1) {
        %c3 = arith.constant 3 : index
        %a = arith.muli %i, %c3 : index
        "test.p"(%a, %j, %k) : (index, index, index) -> ()
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
// -----
func.func @nested_not(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> f32 {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      "test.p"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    %v = "test.v"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.before"() : () -> ()
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      "test.p"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return %r : f32
}
