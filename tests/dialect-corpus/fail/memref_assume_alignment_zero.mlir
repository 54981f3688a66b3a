// memref: assume alignment zero.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}
