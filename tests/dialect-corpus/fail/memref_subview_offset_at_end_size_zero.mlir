// memref: an empty subview whose offset is the dimension's size.
func.func @f(%m: memref<8xf32>) {
  %0 = memref.subview %m[8] [0] [1] : memref<8xf32> to memref<0xf32, strided<[1], offset: 8>>
  return
}
