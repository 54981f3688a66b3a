// affine: parallel bound using a loaded value as a dimension.
func.func @f(%A: memref<index>) {
  affine.for %k = 0 to 10 {
    %n = memref.load %A[] : memref<index>
    affine.parallel (%i) = (0) to (%n) {
    }
  }
  return
}
