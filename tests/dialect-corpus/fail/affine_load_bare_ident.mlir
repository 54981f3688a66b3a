// affine: a bare identifier in a subscript.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[d0] : memref<?xf32>
  return
}
