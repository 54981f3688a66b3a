// Struct entries are separated by commas.
"foo.a"() : () -> !test.struct_capture_all<v0 = 0 v1 = 1, v2 = 2, v3 = 3>
