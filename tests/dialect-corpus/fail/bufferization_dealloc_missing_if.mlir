// The memrefs to free are followed by their conditions.
func.func @f(%m: memref<4xf32>) {
  bufferization.dealloc (%m : memref<4xf32>)
  return
}
