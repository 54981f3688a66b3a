// memref: view source layout.
func.func @f(%m: memref<2048xi8, strided<[2]>>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8, strided<[2]>> to memref<64x4xf32>
  return
}
