// memref: realloc missing size.
func.func @f(%n: index, %m: memref<?xf32>) {
  %a = memref.realloc %m : memref<?xf32> to memref<?xf32>
  return
}
