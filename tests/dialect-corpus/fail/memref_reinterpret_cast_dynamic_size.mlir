// memref: reinterpret cast dynamic size.
func.func @f(%u: memref<*xf32>, %n: index) {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [10, 1] : memref<*xf32> to memref<10x10xf32>
  return
}
