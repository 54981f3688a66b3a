// The test dialect also names some builtin string attributes; the printer sanitizes the
// names it gets ('.' becomes "2E", a leading digit gets '_'); custom directives that print
// attributes with printAlias-aware calls use the alias too (conditional_alias).
"foo.a"() {a = "alias_test:dot_in_name", b = "alias_test:trailing_digit", c = "alias_test:prefixed_digit"} : () -> ()
"foo.b"() {d = "alias_test:sanitize_conflict_a", e = "alias_test:sanitize_conflict_b"} : () -> ()
"foo.c"() : () -> tensor<4xi32, "alias_test:tensor_encoding">
"foo.d"() {x = #test.conditional_alias<"alias_test:trailing_digit">, y = #test.conditional_alias<"alias_test:tensor_encoding">} : () -> ()
