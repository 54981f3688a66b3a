// memref: reinterpret cast element type.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xi32>
  return
}
