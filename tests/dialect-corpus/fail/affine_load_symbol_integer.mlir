// affine: symbol of an integer.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[symbol(3)] : memref<?xf32>
  return
}
