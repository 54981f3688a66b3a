// memref: the custom form of memref.prefetch has no attribute dictionary.
func.func @f(%t: memref<4x4xi32>, %i: index) {
  memref.prefetch %t[%i, %i], write, locality<0>, instr {tag} : memref<4x4xi32>
  return
}
