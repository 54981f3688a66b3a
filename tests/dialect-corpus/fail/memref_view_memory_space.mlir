// memref: view memory space.
func.func @f(%m: memref<2048xi8, 1>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8, 1> to memref<64x4xf32>
  return
}
