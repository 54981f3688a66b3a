// attr_with_optional_signed holds an int64_t: 2^63 does not fit.
"foo.a"() {a = #test.attr_with_optional_signed<9223372036854775808>} : () -> ()
