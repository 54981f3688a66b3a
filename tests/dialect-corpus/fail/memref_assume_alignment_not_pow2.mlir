// memref: assume alignment not pow2.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}
