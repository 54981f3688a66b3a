// memref: prefetch cache.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], read, locality<3>, dat : memref<4x4xi32>
  return
}
