// An i64_elements value that does not fit in 64 bits is reported; the list then ends before it
// (it was read as 0 without a word).
"foo.a"() {a = #test.i64_elements<[1, 18446744073709551616, 3]> : tensor<3xi64>} : () -> ()
