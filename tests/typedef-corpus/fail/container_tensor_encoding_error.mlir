// An error inside a tensor encoding attribute.
"foo.a"() : () -> tensor<4xi32, #test.attr_params<1>>
