// memref: reinterpret cast bad entry.
func.func @f(%u: memref<*xf32>) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, 10], strides: [10, x] : memref<*xf32> to memref<10x10xf32>
  return
}
