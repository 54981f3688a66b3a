// memref: prefetch locality range.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], read, locality<4>, data : memref<4x4xi32>
  return
}
