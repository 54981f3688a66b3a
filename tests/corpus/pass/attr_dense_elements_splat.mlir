// Splat dense elements: one value for the whole shape; uniform lists collapse to splats.
"foo.int"() {a = dense<0> : tensor<4xi32>, b = dense<-1> : tensor<2x3xi8>, c = dense<7> : vector<4xi64>} : () -> ()
"foo.float"() {a = dense<1.0> : tensor<2x2xf32>, b = dense<0.1> : tensor<8xf64>, c = dense<-0.0> : vector<2xf16>} : () -> ()
"foo.bool"() {a = dense<true> : tensor<3xi1>, b = dense<false> : vector<2xi1>} : () -> ()
"foo.rank0"() {a = dense<5> : tensor<i32>, b = dense<2.5> : tensor<f32>, c = dense<[5]> : tensor<1xi32>} : () -> ()
"foo.dynamic_free"() {a = dense<1> : tensor<1000x1000xi8>, b = dense<0> : tensor<0xi32>} : () -> ()
"foo.uniform_list"() {a = dense<[3, 3, 3]> : tensor<3xi32>, b = dense<[[1.5, 1.5], [1.5, 1.5]]> : tensor<2x2xf32>} : () -> ()
"foo.index"() {a = dense<4> : tensor<2xindex>, b = dense<9> : tensor<3xui8>, c = dense<-9> : tensor<3xsi8>} : () -> ()
