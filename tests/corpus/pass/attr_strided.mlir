// Strided layouts, standalone and as memref layouts.
"foo.attrs"() {a = strided<[1]>, b = strided<[4, 1], offset: 0>, c = strided<[?, 1], offset: ?>, d = strided<[]>, e = strided<[], offset: 5>} : () -> ()
"foo.negative"() {a = strided<[-1]>, b = strided<[0, 2], offset: -3>} : () -> ()
"foo.memrefs"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[4, 1], offset: 0>>, memref<4x4xf32, strided<[8, 2], offset: 4>>)
"foo.dynamic"() : () -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<f32, strided<[], offset: ?>>)
"foo.with_space"() : () -> memref<8xi8, strided<[2]>, 3>
