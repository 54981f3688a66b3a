// memref: view result layout.
func.func @f(%m: memref<2048xi8>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8> to memref<64x4xf32, strided<[4, 1]>>
  return
}
