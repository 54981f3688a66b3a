// memref: memory space cast element type.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32>
  return
}
