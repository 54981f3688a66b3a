// scf.forall: constant bounds made static, shared outputs no op updates dropped, dimensions of
// zero or one iteration (and the trip counts MLIR 22 computes for mixed bounds).
func.func @a(%n: index) {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j) = (%c0, %c1) to (%c4, %n) step (%c1, %c1) {
    "test.q"(%i, %j) : (index, index) -> ()
  }
  return
}
// -----
func.func @single(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.q"(%i, %j) : (index, index) -> ()
  }
  return
}
// -----
func.func @allsingle(%n: index) {
  scf.forall (%i, %j) in (1, 1) {
    "test.q"(%i, %j) : (index, index) -> ()
  }
  return
}
// -----
func.func @zero(%n: index) {
  scf.forall (%i, %j) in (0, %n) {
    "test.q"(%i, %j) : (index, index) -> ()
  }
  return
}
// -----
func.func @mapped(%n: index) {
  scf.forall (%i, %j) = (3, 0) to (4, %n) step (1, 2) {
    "test.q"(%i, %j) : (index, index) -> ()
  }
  return
}
// -----
func.func @mapping_empty(%n: index) {
  scf.forall (%i, %j) in (1, %n) {
    "test.q"(%i, %j) : (index, index) -> ()
  } {mapping = []}
  return
}
// -----
func.func @outs(%t: tensor<4xf32>, %u: tensor<8xi32>, %n: index) -> (tensor<4xf32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<8xi32>) {
    "test.q"(%i, %o, %p) : (index, tensor<4xf32>, tensor<8xi32>) -> ()
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<8xi32>
}
// -----
func.func @outs_single(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i) = (5) to (6) step (3) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.q"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}
// -----
func.func @attrs(%n: index) {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) in (%c2, 1) {
    "test.q"(%i, %j) : (index, index) -> ()
  } {foo = 1 : i32}
  return
}
// -----
func.func @zero_outs(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%c0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.q"(%i, %o) : (index, tensor<4xf32>) -> ()
  }
  return %r : tensor<4xf32>
}
// -----
func.func @neg(%n: index) {
  %c2 = arith.constant -2 : index
  scf.forall (%i, %j) = (0, 0) to (4, %n) step (%c2, 1) {
    "test.q"(%i, %j) : (index, index) -> ()
  }
  return
}
// -----
func.func @a(%n: index, %m: index) {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (%n) to (%n) step (%cm1) {
    "test.a"(%i) : (index) -> ()
  }
  scf.forall (%i) = (2) to (%n) step (%cm1) {
    "test.b"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (4) step (%c0) {
    "test.d"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (%c0) {
    "test.e"(%i) : (index) -> ()
  }
  scf.forall (%i) = (4) to (0) step (%cm1) {
    "test.f"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (4) step (%cm1) {
    "test.g"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (%cm1) {
    "test.h"(%i) : (index) -> ()
  }
  return
}
// -----
func.func @a(%n: index, %m: index, %k: index) {
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (%n) to (4) step (%cm1) {
    "test.i"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (4) step (%n) {
    "test.j"(%i) : (index) -> ()
  }
  scf.forall (%i) = (4) to (0) step (%n) {
    "test.k"(%i) : (index) -> ()
  }
  scf.forall (%i) = (2) to (%n) step (%c0) {
    "test.l"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%m) step (%k) {
    "test.m"(%i) : (index) -> ()
  }
  scf.forall (%i) = (4) to (4) step (%k) {
    "test.n"(%i) : (index) -> ()
  }
  return
}
// -----
func.func @outs_attrs(%t: tensor<4xf32>, %m: index, %c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) = (1) to (%m) step (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.p"(%i, %o) : (index, tensor<4xf32>) -> ()
    scf.forall (%j, %k) = (0, %c2) to (3, %c0) step (%i, %c0) {
      "test.q"(%j, %k) : (index, index) -> ()
    } {mapping = []}
  } {foo = 7 : i32}
  return %r : tensor<4xf32>
}
