// memref: realloc result layout.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}
