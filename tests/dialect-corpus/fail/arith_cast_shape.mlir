%a = "test.a"() : () -> tensor<2xi32>
%0 = "arith.extsi"(%a) : (tensor<2xi32>) -> tensor<3xi64>
