// Dense i1 elements: true/false literals, also 0/1 integers.
"foo.bools"() {a = dense<[true, false, true]> : tensor<3xi1>, b = dense<[[false, true], [true, false]]> : tensor<2x2xi1>} : () -> ()
"foo.ints"() {a = dense<[1, 0, 1]> : tensor<3xi1>, b = dense<1> : tensor<2xi1>, c = dense<0> : vector<4xi1>} : () -> ()
"foo.uniform"() {a = dense<[true, true, true]> : tensor<3xi1>, b = dense<[false, false]> : tensor<2xi1>} : () -> ()
"foo.single"() {a = dense<[true]> : tensor<1xi1>, b = dense<false> : tensor<i1>} : () -> ()
