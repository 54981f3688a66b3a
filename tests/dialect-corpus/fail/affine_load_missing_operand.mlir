// affine: a subscript missing its right operand.
func.func @f(%i: index, %A: memref<?xf32>) {
  %v = affine.load %A[%i +] : memref<?xf32>
  return
}
