// affine.for bounds whose maps fold on constant operands become constant bounds (the
// largest lower and smallest upper result), and then may count no iteration; bounds with a
// non-constant operand stay (one whose constant operand could be promoted into the map
// needs canonicalizeMapAndOperands, not here yet).
func.func @constant_operands() {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  affine.for %i = %c2 to %c10 {
    "foo.op"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<()[s0] -> (s0, 4)>()[%c2] to min affine_map<(d0) -> (d0 * 2, 30)>(%c10) {
    "foo.op"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0 floordiv 3, s0 mod 4, -(d0 ceildiv 4))>(%c10)[%c10] to min affine_map<(d0) -> (d0 * 3, d0 - 1)>(%c10) step 2 {
    "foo.op"(%i) : (index) -> ()
  }
  return
}
// -----
func.func @partly_constant(%n: index) {
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 8 {
    affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%j)[%n] to 100 {
      "foo.op"(%i) : (index) -> ()
    }
  }
  affine.for %i = %c4 to affine_map<(d0) -> (d0 + 5)>(%c4) {
    "foo.op"(%i) : (index) -> ()
  }
  return
}
// -----
func.func @folds_to_zero_trip(%x: i64) -> i64 {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %r = affine.for %i = %c8 to %c3 iter_args(%a = %x) -> (i64) {
    %b = arith.muli %a, %a : i64
    affine.yield %b : i64
  }
  return %r : i64
}
// -----
func.func @folds_nested(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  affine.for %i = %c0 to %c16 step 4 {
    affine.for %j = 0 to %c16 {
      %v = affine.load %A[%i + %j] : memref<?xf32>
      "foo.use"(%v) : (f32) -> ()
    }
  }
  return
}
