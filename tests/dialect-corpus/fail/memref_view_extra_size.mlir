// memref: view extra size.
func.func @f(%m: memref<2048xi8>, %n: index) {
  %v = memref.view %m[%n][%n] : memref<2048xi8> to memref<64x4xf32>
  return
}
