// Types of unregistered dialects are kept verbatim as opaque types.
"foo.a"() : () -> (!foo.bar, !foo.bar<1, 2>, !foo<"pretty">, !foo.bar<>)
"foo.b"() : () -> (!foo.nested<tensor<4x!foo.inner<?>>>, !foo.punct<[a](b){c}>)
"foo.c"() : () -> (!foo.str<"x>y">, !foo.with_spaces< a ,  b >, !foo.arrow<i32 -> i64>)
"foo.d"() {t = !foo.type_attr<"t">} : () -> ()
%0 = "foo.e"() : () -> !bar.baz.qux
%1 = "foo.f"(%0) : (!bar.baz.qux) -> !foo.dotted.name<x>
// Angle-bracket bodies that look like identifiers print in the dotted form.
"foo.g"() : () -> (!foo<bar>, !foo<bar<1>>, !foo<a.b>, !foo<a.b<x>>, !foo<i32>)
// Bodies that are not simple identifiers stay inside the angle brackets.
"foo.h"() : () -> (!foo<1>, !foo<bar 1>, !foo<"a.b">, !foo<a$b>, !foo<_x>, !foo<a-b>)
