// The discardable attributes of the bufferization dialect where they are allowed.
func.func @f(%a: tensor<4xf32> {bufferization.writable = true, bufferization.access = "read"},
             %b: tensor<4xf32> {bufferization.access = "read-write", bufferization.buffer_layout = strided<[1]>},
             %c: tensor<4xf32> {bufferization.access = "none", bufferization.buffer_layout = strided<[1], offset: ?>},
             %d: tensor<4xf32> {bufferization.access = "write", bufferization.writable = false},
             %m: memref<4xf32>) -> (tensor<4xf32> {bufferization.foo = 1}) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<4xf32>
  %1 = bufferization.clone %m {bufferization.manual_deallocation} : memref<4xf32> to memref<4xf32>
  return %a : tensor<4xf32>
}
func.func private @ext(tensor<4xf32> {bufferization.access = "read", bufferization.buffer_layout = strided<[1]>})
