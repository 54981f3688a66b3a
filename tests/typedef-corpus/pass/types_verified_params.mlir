// Values that pass the defs' checks: type_verification takes i16 or i32; test.int widths up to
// 8; i64_elements with a rank-1 i64 tensor of the right size.
"foo.a"() : () -> (!test.type_verification<i16>, !test.type_verification<i32>)
"foo.b"() : () -> (!test.int<signed, 8>, !test.int<unsigned, 0>)
"foo.c"() {e = #test.i64_elements<[0, 1, 2, 3]> : tensor<4xi64>} : () -> ()
