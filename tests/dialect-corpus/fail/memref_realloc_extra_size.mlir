// memref: realloc extra size.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}
