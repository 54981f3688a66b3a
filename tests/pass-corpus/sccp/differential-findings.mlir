// ARGS: --sccp --split-input-file
// Found by comparing --sccp on random programs with mlir-opt. A value folded to a constant
// gets one materialized by the dialect that folded it, used or not: atan2 of two zeros is
// NaN, index.sub of two constants an index.constant (constants before identities).
func.func @unused_folds(%x: index) -> index {
  %h = arith.constant 0.0 : f16
  %0 = math.atan2 %h, %h : f16
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %1 = index.sub %c0, %c0
  %2 = index.add %c5, %c0
  %3 = index.sub %x, %c0
  return %3 : index
}

// -----

// A poison vector is not bitcast (the scalar is).
func.func @bitcast_poison() -> (vector<4xf32>, f32) {
  %p = ub.poison : vector<4xi32>
  %0 = arith.bitcast %p : vector<4xi32> to vector<4xf32>
  %q = ub.poison : i32
  %1 = arith.bitcast %q : i32 to f32
  return %0, %1 : vector<4xf32>, f32
}

// -----

// Both slots of a cond_br name one block, so both edges are live; the block argument joins
// what the two slots forward, the last slot's first (the block's use list), and the constant
// keeps that slot's dialect: arith's `true`, not index's.
func.func @same_block_slots() -> i32 {
  %true = arith.constant true
  %itrue = index.bool.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%itrue : i1), ^bb1(%true : i1)
^bb1(%b: i1):
  cf.cond_br %b, ^bb2, ^bb3
^bb2:
  return %c1 : i32
^bb3:
  return %c2 : i32
}
