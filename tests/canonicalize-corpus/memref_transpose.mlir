// memref.transpose: identity permutations to the same type folded, transposes of transposes
// composed (the result kept when its layout differs from the input's).
func.func @transpose_transpose(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %u = memref.transpose %t (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  return %u : memref<4x8xf32, strided<[8, 1]>>
}

// -----

func.func @transpose_identity(%m: memref<4x8xf32, strided<[8, 1]>>) -> memref<4x8xf32, strided<[8, 1]>> {
  %t = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32, strided<[8, 1]>> to memref<4x8xf32, strided<[8, 1]>>
  return %t : memref<4x8xf32, strided<[8, 1]>>
}

// -----

func.func @transpose3(%m: memref<2x3x4xf32>) -> memref<3x4x2xf32, strided<[4, 1, 12]>> {
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %u = memref.transpose %t (i, j, k) -> (k, i, j) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  return %u : memref<3x4x2xf32, strided<[4, 1, 12]>>
}
