// Memrefs: static/dynamic shapes, unranked, layouts and memory spaces.
"foo.ranked"() : () -> (memref<4xf32>, memref<2x3xi8>, memref<?x?xf64>, memref<f32>, memref<0xi1>)
"foo.unranked"() : () -> (memref<*xf32>, memref<*xi8, 1>, memref<*xf16, "gpu">)
"foo.space"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, "local">, memref<4xf32, {kind = "shared"}>)
"foo.strided"() : () -> (memref<4x8xf32, strided<[8, 1]>>, memref<4xf32, strided<[2], offset: 3>>)
"foo.strided_dyn"() : () -> memref<?x?xf32, strided<[?, 1], offset: ?>, 2>
"foo.affine"() : () -> (memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0) -> (d0 + 2)>, 3>)
"foo.identity"() : () -> memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>
"foo.elem"() : () -> (memref<2xvector<4xf32>>, memref<2xcomplex<f64>>, memref<3xindex>)
