// A struct keyword may appear only once.
"foo.a"() : () -> !test.struct_capture_all<v0 = 0, v0 = 1, v2 = 2, v3 = 3>
