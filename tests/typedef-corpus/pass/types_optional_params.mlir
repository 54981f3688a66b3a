// OptionalParameter and DefaultValuedParameter in $param, params and struct(params):
// an absent optional prints nothing (keeping its comma in `$a, $b`), struct omits it.
"foo.a"() : () -> !test.optional_param<, 6>
"foo.b"() : () -> !test.optional_param<5, 6>
"foo.c"() : () -> !test.optional_param<5, 6, i32>
"foo.d"() : () -> !test.optional_param<, -1, "any attribute">
"foo.e"() : () -> !test.optional_params<"b only">
"foo.f"() : () -> !test.optional_params<-3, "both">
"foo.g"() : () -> !test.optional_struct<b = "b">
"foo.h"() : () -> !test.optional_struct<b = "b", a = 1>
"foo.i"() : () -> !test.optional_struct<a = 2, b = "b">
