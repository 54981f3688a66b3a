// Optional groups: anchors on a parameter, on `params`, on a whole format, else groups, and
// defaults that are printed as "absent" (optional_group_params a=10, default_valued_type i32).
"foo.a"() : () -> !test.optional_group<x 5>
"foo.b"() : () -> !test.optional_group<(3) 5>
"foo.c"() : () -> !test.optional_group_params<x>
"foo.d"() : () -> !test.optional_group_params<(1, 2)>
"foo.e"() : () -> !test.optional_group_params<(7)>
"foo.f"() : () -> !test.optional_group_params<(10)>
"foo.g"() : () -> !test.optional_value_type
"foo.h"() : () -> !test.optional_value_type<-4>
"foo.i"() : () -> !test.default_valued_type<>
"foo.j"() : () -> !test.default_valued_type<(i32)>
"foo.k"() : () -> !test.default_valued_type<(i1)>
"foo.l"() : () -> !test.else_anchor_struct<?>
"foo.m"() : () -> !test.else_anchor_struct<a = 1>
"foo.n"() : () -> !test.else_anchor_struct<b = 2>
"foo.o"() : () -> !test.else_anchor_struct<b = 2, a = 1>
// An empty `<>` is accepted where everything inside is optional.
"foo.p"() : () -> (!test.optional_value_type<>, !test.else_anchor_struct<>)
