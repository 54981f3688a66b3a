// Nested dense lists must be rectangular.
"foo.a"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()
