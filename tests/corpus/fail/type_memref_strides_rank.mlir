// The number of strides must match the memref rank.
"foo.a"() : () -> memref<4xf32, strided<[1, 1]>>
