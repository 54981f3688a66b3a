// memref: realloc element type.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}
