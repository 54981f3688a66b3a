// memref: strided<[1], offset: 2> is not the identity layout memref.view needs.
func.func @f(%m: memref<2048xi8, strided<[1], offset: 2>>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8, strided<[1], offset: 2>> to memref<64x4xf32>
  return
}
