// memref: reinterpret cast dynamic offset.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [%n], sizes: [10, 10], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
