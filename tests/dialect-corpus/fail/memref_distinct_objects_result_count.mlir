// memref: distinct objects result count.
func.func @f(%m: memref<4x?xf32>) {
  %d = "memref.distinct_objects"(%m, %m) : (memref<4x?xf32>, memref<4x?xf32>) -> (memref<4x?xf32>)
  return
}
