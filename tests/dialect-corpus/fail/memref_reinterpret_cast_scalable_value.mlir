// memref: a bracketed (scalable) entry of a dynamic index list must be an integer.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [[%n]], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[], offset: ?>>
  return
}
