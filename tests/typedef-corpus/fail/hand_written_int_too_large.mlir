// cmpnd_a's first parameter is a C++ `int`: 2^32 does not fit.
"foo.a"() : () -> !test.cmpnd_a<4294967296, i8, []>
