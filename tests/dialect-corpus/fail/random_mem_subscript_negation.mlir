// Found by the random memory programs: the second use of a result-numbered value in a
// subscript stops at its `#0` (mlir-opt reads the name again without the number), and inside
// a negation this is followed by the negation's own error.
func.func @f(%m: memref<4xf32>, %n: index) {
  %r7:2 = affine.for %i = 0 to 4 iter_args(%a = %n, %b = %n) -> (index, index) {
    affine.yield %a, %b : index, index
  }
  %v = affine.load %m[symbol(%r7#0) + (-(symbol(%r7#0)))] : memref<4xf32>
  return
}
