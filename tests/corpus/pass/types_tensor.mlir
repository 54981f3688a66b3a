// Ranked, dynamic, zero-sized, rank-0 and unranked tensors, with encodings.
"foo.ranked"() : () -> (tensor<4xf32>, tensor<2x3xi8>, tensor<1x1x1x1xindex>)
"foo.dynamic"() : () -> (tensor<?xf32>, tensor<?x4x?xi32>, tensor<0xf64>, tensor<4x0xi1>)
"foo.rank0"() : () -> tensor<f32>
"foo.unranked"() : () -> (tensor<*xf32>, tensor<*xi1>)
"foo.elem"() : () -> (tensor<2xcomplex<f32>>, tensor<3xvector<4xf32>>, tensor<2x!foo.elem>)
"foo.encoding"() : () -> (tensor<4xf32, "enc">, tensor<?x?xf64, {layout = 1 : i64}>, tensor<8xi8, #foo.enc<"csr">>)
