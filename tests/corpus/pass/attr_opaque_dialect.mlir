// Attributes of unregistered dialects are kept verbatim as opaque attributes.
"foo.a"() {a = #foo.bar, b = #foo.bar<1, 2>, c = #foo<"pretty">, d = #foo.bar<>} : () -> ()
"foo.b"() {a = #foo.nested<[1, {k = v}], #foo.inner<?>>, b = #foo.punct<(a)[b]{c}>} : () -> ()
"foo.c"() {a = #foo.str<"x>y">, b = #foo.spaces< a ,  b >, c = #foo.arrow<i32 -> i64>} : () -> ()
"foo.d"() {a = #bar.baz.qux, b = #foo.dotted.name<x>} : () -> ()
"foo.e"() {a = #foo<bar>, b = #foo<bar<1>>, c = #foo<a.b>, d = #foo<1>, e = #foo<a b>, f = #foo<_x>} : () -> ()
"foo.f"() {a = [#foo.x, #foo.y<2>], b = {k = #foo.z}} : () -> ()
"foo.g"() {a = #foo.typed : i32, b = #foo<"t"> : !foo.t} : () -> ()
