// memref: alloc symbols strided.
func.func @f(%n: index) {
  %a = memref.alloc() : memref<4xf32, strided<[2], offset: ?>>
  return
}
