// memref: realloc memory space.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}
