// After every struct parameter is parsed, another `, name = value` is not expected.
"foo.a"() : () -> !test.struct_capture_all<v0 = 0, v1 = 1, v2 = 2, v3 = 3, v0 = 4>
