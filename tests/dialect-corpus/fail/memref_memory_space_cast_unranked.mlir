// memref: memory space cast unranked.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}
