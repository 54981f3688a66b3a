// A result has the type of its tensor init.
%0 = "foo.op"() : () -> tensor<2xf32>
%1 = test.destination_style_op outs(%0 : tensor<2xf32>) -> tensor<3xf32>
