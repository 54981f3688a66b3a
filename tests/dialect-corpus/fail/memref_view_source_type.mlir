// memref: view source type.
func.func @f(%m: memref<2048xf32>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xf32> to memref<64x4xf32>
  return
}
