// memref: expand_shape output_shape dynamic count.
func.func @f(%m: memref<8x16x4xf32>, %e: memref<?x32xf32>, %i: index) {
  %0 = "memref.expand_shape"(%e) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, 32>}> : (memref<?x32xf32>) -> memref<?x4x32xf32>
  return
}
