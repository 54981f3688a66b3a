// affine: subscripts in parentheses.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A(%i) : memref<?xf32>
  return
}
