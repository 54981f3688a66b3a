// i64_elements: the element count must match the shape of its type.
"foo.a"() {a = #test.i64_elements<[1, 2]> : tensor<3xi64>} : () -> ()
