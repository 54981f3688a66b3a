// The value of a struct entry is checked like a plain parameter.
"foo.a"() : () -> !test.struct_capture_all<v1 = 1, v0 = 99999999999, v2 = 2, v3 = 3>
