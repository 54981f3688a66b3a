// Types with hand-written parsers/printers: cmpnd_a, int (keyword synonyms), struct.
// Whitespace and trailing commas on input are normalised by the printers.
"foo.a"() : () -> !test.cmpnd_a<1, !test.smpla, [5, 6]>
"foo.b"() : () -> !test.cmpnd_a< -7 ,i8,[ ] >
"foo.c"() : () -> !test.cmpnd_a<0, tensor<2x!test.smpla>, [1,2,3,]>
"foo.d"() : () -> (!test.int<signed, 8>, !test.int<s, 1>, !test.int<UNSIGNED, 4>, !test.int<u, 7>, !test.int<none, 3>, !test.int<N, 0>)
"foo.e"() : () -> !test.struct<{first,i32}, {second,!test.smpla}>
"foo.f"() : () -> !test.struct<{ x , f32 },>
"foo.g"() : () -> !test.struct<>
"foo.h"() : () -> !test.struct<{inner, !test.struct<{deep, !test.int<n, 2>}>}>
