// memref: store index count.
func.func @f(%n: index, %m: memref<4xf32>, %v: f32) {
  memref.store %v, %m[%n, %n] : memref<4xf32>
  return
}
