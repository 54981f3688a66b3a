// i64_elements: the type must be a rank-1 tensor of i64.
"foo.a"() {a = #test.i64_elements<[1, 2]> : tensor<2xi32>} : () -> ()
