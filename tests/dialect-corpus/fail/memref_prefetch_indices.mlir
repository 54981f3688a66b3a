// memref: prefetch indices.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i], read, locality<3>, data : memref<4x4xi32>
  return
}
