// Dense elements given as a hex string of raw little-endian element bytes.
// Small attributes are printed back as decimal lists; a one-element buffer is a splat.
"foo.ints"() {a = dense<"0x01000000020000000300000004000000"> : tensor<4xi32>, b = dense<"0x0102"> : tensor<2xi8>} : () -> ()
"foo.splat"() {a = dense<"0x2A000000"> : tensor<16xi32>, b = dense<"0x0000803F"> : tensor<2x2xf32>} : () -> ()
"foo.floats"() {a = dense<"0x0000803F000000400000C07F"> : tensor<3xf32>, b = dense<"0x000000000000F03F"> : tensor<1xf64>} : () -> ()
"foo.lowercase"() {a = dense<"0xabcdef01"> : tensor<4xi8>} : () -> ()
"foo.i1"() {a = dense<"0x05"> : tensor<4xi1>, b = dense<"0x01"> : tensor<8xi1>, c = dense<"0xFF"> : tensor<8xi1>, d = dense<"0x0D01"> : tensor<9xi1>, e = dense<"0xFF"> : tensor<20xi1>} : () -> ()
"foo.index"() {a = dense<"0x05000000000000000600000000000000"> : tensor<2xindex>} : () -> ()
"foo.f16"() {a = dense<"0x003C0040"> : tensor<2xf16>} : () -> ()
"foo.complex"() {a = dense<"0x0100020003000400"> : tensor<2xcomplex<i16>>} : () -> ()
