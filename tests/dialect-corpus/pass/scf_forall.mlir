// scf.forall: `in` bounds, lower bound / upper bound / step lists mixing integers and
// values, bounds that are arith.constant 0 and 1 (printed in the `in` form), negative
// integers, bracketed (scalable) entries, shared_outs with results (the terminator then
// prints), attributes on the terminator and the op, and the empty mapping.
func.func @f(%n: index, %m: index, %t: tensor<8xf32>, %u: tensor<?x4xi32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i) in (%n) {
    "foo.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) in (8, %n) {
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i) = (0) to (%n) step (%c2) {
  }
  scf.forall (%i, %j) = (-4, %m) to (%n, 16) step (1, 3) {
  }
  scf.forall (%i) = ([2]) to ([-7]) step (%n) {
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "foo.use"(%o) : (tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  %p:2 = scf.forall (%i, %j) = (%c1, 0) to (%n, %m) step (1, 1) shared_outs(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<?x4xi32>) {
    scf.forall.in_parallel {
    } {foo.t}
  } {foo.f, mapping = []}
  scf.forall (%i) in (2) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
