// Attributes with hand-written parsers/printers: cmpnd_a (like the type), i64_elements
// (a typed attribute whose printer writes its own type inside `<...>`).
"foo.a"() {a = #test.cmpnd_a<1, !test.smpla, [5, 6]>} : () -> ()
"foo.b"() {b = #test.cmpnd_a<-2,f32,[]>, c = #test.cmpnd_a<3, !test.cmpnd_a<1, i8, [1]>, [7,]>} : () -> ()
"foo.c"() {d = #test.i64_elements<[1, 2, 3]> : tensor<3xi64>} : () -> ()
"foo.d"() {e = #test.i64_elements<[]> : tensor<0xi64>, f = #test.i64_elements<[18446744073709551615]> : tensor<1xi64>} : () -> ()
