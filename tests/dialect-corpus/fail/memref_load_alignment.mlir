// memref: load alignment.
func.func @f(%n: index, %m: memref<4xf32>, %v: f32) {
  %0 = memref.load %m[%n] {alignment = 6} : memref<4xf32>
  return
}
