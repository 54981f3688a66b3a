// The recursive (mutable) type test_rec<name, body>, parsed by the dialect itself: its body
// is another type of the test dialect written without `!test.` (so `i32` is !test.i32).
// A reference to a test_rec already being parsed is written as just test_rec<name>.
"foo.a"() : () -> !test.test_rec<a, test_rec<a>>
"foo.b"() : () -> !test.test_rec<b, test_rec<c, test_rec<b>>>
"foo.c"() : () -> !test.test_rec<c, test_rec<b, test_rec<c>>>
"foo.d"() : () -> !test.test_rec<leaf, smpla>
"foo.e"() : () -> !test.test_rec<own_i32, i32>
"foo.f"() : () -> (!test.test_rec<leaf, smpla>, !test.test_rec<a, test_rec<a>>)
"foo.g"() : () -> !test.test_rec<wrap, test_rec<inner, cmpnd_a<1, !test.smpla, [2]>>>
