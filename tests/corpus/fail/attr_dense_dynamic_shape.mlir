// Dense elements need a static shape.
"foo.a"() {a = dense<1> : tensor<?xi32>} : () -> ()
