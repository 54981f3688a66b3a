// attr_params' parameters are C++ `int`s: 2^31 does not fit. The second error is located
// after the integer.
"foo.a"() {a = #test.attr_params<2147483648, 0>} : () -> ()
