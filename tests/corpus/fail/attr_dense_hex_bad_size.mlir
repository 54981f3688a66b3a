// Hex data of 3 bytes does not match 2 x i32 (8 bytes) or a splat (4 bytes).
"foo.a"() {a = dense<"0x010203"> : tensor<2xi32>} : () -> ()
