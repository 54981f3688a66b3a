// memref: distinct objects types.
func.func @f(%m: memref<4x?xf32>) {
  %d:2 = "memref.distinct_objects"(%m, %m) : (memref<4x?xf32>, memref<4x?xf32>) -> (memref<4x?xf32>, memref<4xf32>)
  return
}
