// Dense elements of complex element type: (real, imag) pairs.
"foo.int"() {a = dense<[(1, 2), (3, -4)]> : tensor<2xcomplex<i32>>, b = dense<(0, 1)> : tensor<3xcomplex<i8>>} : () -> ()
"foo.float"() {a = dense<[(1.0, 0.5), (0.1, -0.0)]> : tensor<2xcomplex<f32>>, b = dense<(2.5, 1.0)> : tensor<2x2xcomplex<f64>>} : () -> ()
"foo.nested"() {a = dense<[[(1, 1)], [(2, 2)]]> : tensor<2x1xcomplex<i16>>} : () -> ()
"foo.rank0"() {a = dense<(1.5, 2.5)> : tensor<complex<f16>>} : () -> ()
"foo.uniform"() {a = dense<[(7, 7), (7, 7)]> : tensor<2xcomplex<i64>>} : () -> ()
