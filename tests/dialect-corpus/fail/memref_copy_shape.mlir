// memref: copy shape.
func.func @f(%m: memref<4xf32>, %t: memref<5xf32>) {
  memref.copy %m, %t : memref<4xf32> to memref<5xf32>
  return
}
