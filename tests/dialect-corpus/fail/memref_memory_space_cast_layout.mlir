// memref: memory space cast layout.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, strided<[2]>, 1>
  return
}
