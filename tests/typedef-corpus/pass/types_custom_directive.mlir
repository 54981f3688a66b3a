// custom<...> directives with ref(...): custom_type parses $a, then (if a >= 0) a integers
// that are thrown away, then $b. The printer writes 0 1 ... a-1 for them.
"foo.a"() : () -> !test.custom_type<-1>
"foo.b"() : () -> !test.custom_type<-100>
"foo.c"() : () -> !test.custom_type<0 7>
"foo.d"() : () -> !test.custom_type<2 0 1 9>
"foo.e"() : () -> !test.custom_type<3 5 5 5 -9>
