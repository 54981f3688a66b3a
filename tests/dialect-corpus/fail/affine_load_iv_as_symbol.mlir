// affine: an affine.for induction variable as a symbol subscript.
func.func @f(%A: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[symbol(%i)] : memref<?xf32>
  }
  return
}
