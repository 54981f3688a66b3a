// affine: symbol without parentheses.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[symbol %i] : memref<?xf32>
  return
}
