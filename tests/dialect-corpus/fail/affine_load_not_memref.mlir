// affine: load from a value that is not a memref.
func.func @f(%i: index, %A: f32) {
  %v = affine.load %A[%i] : f32
  return
}
