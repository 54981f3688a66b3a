// affine: the product of two dimensions is not affine.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[%i * %i] : memref<?xf32>
  return
}
