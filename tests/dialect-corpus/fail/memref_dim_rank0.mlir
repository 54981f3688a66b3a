// memref: dim rank0.
func.func @f(%m: memref<f32>, %i: index) {
  %0 = memref.dim %m, %i : memref<f32>
  return
}
