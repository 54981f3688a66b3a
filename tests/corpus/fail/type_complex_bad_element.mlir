// complex needs an integer or float element type.
"foo.a"() : () -> complex<tensor<f32>>
