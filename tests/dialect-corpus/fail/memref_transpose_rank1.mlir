// memref: a rank-1 transpose keeps the strided<[1]> layout.
func.func @l(%b: memref<4xf32>) {
  %2 = memref.transpose %b (i) -> (i) : memref<4xf32> to memref<4xf32>
  return
}
