// memref: cast strides.
func.func @f(%m: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  %0 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %1 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[4, 2], offset: 5>>
  return
}
