// affine: a subscript that is not an index.
func.func @f(%i: i32, %A: memref<?xf32>) {
  %v = affine.load %A[%i] : memref<?xf32>
  return
}
