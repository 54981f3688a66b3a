// Every bufferization op in custom form, with its optional parts (restrict, writable,
// read_only, copy, size_hint, memory_space, dealloc with and without memrefs or retained
// values), on ranked, unranked and encoded types.
func.func @f(%m: memref<4x?xf32>, %t: tensor<4x?xf32>, %d: index, %c: i1, %u: memref<*xf32>, %s: tensor<?xf32, "enc">) {
  %0 = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4x?xf32> to tensor<4x?xf32>
  %2 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
  %4 = bufferization.alloc_tensor(%d) : tensor<4x?xf32>
  %5 = bufferization.alloc_tensor() copy(%t) : tensor<4x?xf32>
  %6 = bufferization.alloc_tensor(%d) {memory_space = 1 : i64} : tensor<4x?xf32>
  %7 = bufferization.alloc_tensor(%d) size_hint=%d : tensor<4x?xf32>
  %8 = bufferization.clone %m : memref<4x?xf32> to memref<4x?xf32>
  %9 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %10 = bufferization.materialize_in_destination %t in %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x?xf32>, memref<4x?xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<4x?xf32>
  %11:2 = bufferization.dealloc (%m, %u : memref<4x?xf32>, memref<*xf32>) if (%c, %c) retain (%m, %m : memref<4x?xf32>, memref<4x?xf32>)
  bufferization.dealloc (%m : memref<4x?xf32>) if (%c)
  bufferization.dealloc
  %12 = bufferization.dealloc retain (%m : memref<4x?xf32>)
  %13 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %14 = bufferization.to_buffer %s : tensor<?xf32, "enc"> to memref<?xf32>
  return
}
