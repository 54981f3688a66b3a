// Sparse index 5 is outside tensor<4xi32>.
"foo.a"() {a = sparse<[[5]], [1]> : tensor<4xi32>} : () -> ()
