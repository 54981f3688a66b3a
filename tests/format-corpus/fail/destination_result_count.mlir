// One result per tensor init.
%0 = "foo.op"() : () -> tensor<2xf32>
test.destination_style_op outs(%0 : tensor<2xf32>)
