// Three elements do not fill a tensor<2xi32>.
"foo.a"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()
