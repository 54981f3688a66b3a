// memref: copy element type.
func.func @f(%m: memref<4xf32>, %t: memref<4xi32>) {
  memref.copy %m, %t : memref<4xf32> to memref<4xi32>
  return
}
