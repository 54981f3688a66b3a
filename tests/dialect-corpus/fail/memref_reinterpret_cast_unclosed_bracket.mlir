// memref: a bracketed entry of a dynamic index list needs its closing bracket.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [[0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
  return
}
