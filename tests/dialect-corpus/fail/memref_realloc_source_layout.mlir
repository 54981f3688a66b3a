// memref: realloc source layout.
func.func @f(%n: index, %m: memref<4xf32, strided<[2]>>) {
  %a = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
