// i64_elements' self type may be any shaped type: a 1-D memref of i64 is accepted like a
// tensor or a vector (it was refused as not a single rank 64-bit shape type).
"foo.a"() {a = #test.i64_elements<[1, 2]> : memref<2xi64>} : () -> ()
"foo.b"() {a = #test.i64_elements<[]> : memref<0xi64, 1>} : () -> ()
