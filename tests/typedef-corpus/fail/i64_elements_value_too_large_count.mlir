// An i64_elements value that does not fit in 64 bits, as the last one: the list ends before it,
// so the element count no longer matches the shape (second error).
"foo.a"() {a = #test.i64_elements<[18446744073709551616]> : tensor<1xi64>} : () -> ()
