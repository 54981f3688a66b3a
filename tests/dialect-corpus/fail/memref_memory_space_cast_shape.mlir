// memref: memory space cast shape.
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}
