// struct(...): `name = value` pairs in any order on input, printed in declaration order
// (struct($three, $two) prints three first); struct(params) covers every parameter.
"foo.a"() : () -> !test.type_with_format<1, three = #test.smpla, two = "x">
"foo.b"() : () -> !test.type_with_format<-2, two = "hello world", three = 5>
"foo.c"() : () -> !test.type_with_format<9223372036854775807, two = "", three = [i32, "s"]>
"foo.d"() : () -> !test.struct_capture_all<v0 = 0, v1 = 1, v2 = 2, v3 = 3>
"foo.e"() : () -> !test.struct_capture_all<v3 = 3, v2 = -2, v1 = 1, v0 = 0>
"foo.f"() : () -> !test.struct_capture_all<v1 = 11, v3 = 33, v0 = 0, v2 = 22>
