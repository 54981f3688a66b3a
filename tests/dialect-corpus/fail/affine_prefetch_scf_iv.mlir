// affine: an scf.for induction variable as a prefetch subscript.
func.func @f(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    affine.prefetch %A[%i], read, locality<3>, data : memref<?xf32>
  }
  return
}
