// array_of_ints holds int32_t values.
"foo.a"() {a = #test<array_of_ints[1, 2147483648]>} : () -> ()
