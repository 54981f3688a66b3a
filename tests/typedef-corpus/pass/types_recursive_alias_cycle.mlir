// Two test_rec_alias types that contain each other: a type alias is used only once its own
// definition is printed, so the first definition spells the other type in full (using `!a`
// before `!a = ...` does not parse again: the round-trip check of parse_mlir_dialects).
"foo.a"() : () -> !test.test_rec_alias<a, tuple<!test.test_rec_alias<b, tuple<!test.test_rec_alias<a>>>>>
"foo.b"() : () -> !test.test_rec_alias<c, !test.test_rec_alias<d, tuple<!test.test_rec_alias<c>, i32>>>
"foo.c"() {x = [tuple<!test.test_rec_alias<d, tuple<!test.test_rec_alias<c, !test.test_rec_alias<d>>, i32>>>]} : () -> ()
