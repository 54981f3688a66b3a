// memref: prefetch rw.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], rea, locality<3>, data : memref<4x4xi32>
  return
}
