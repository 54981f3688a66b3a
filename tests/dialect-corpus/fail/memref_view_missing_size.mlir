// memref: view missing size.
func.func @f(%m: memref<2048xi8>, %n: index) {
  %v = memref.view %m[%n][] : memref<2048xi8> to memref<?x4xf32>
  return
}
