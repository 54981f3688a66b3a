// test_rec_alias<name, body> is recursive through any type (its body is a full type) and the
// dialect always aliases it by its name: `!name = !test.test_rec_alias<name, ...>`.
"foo.a"() : () -> !test.test_rec_alias<self, tuple<!test.test_rec_alias<self>>>
"foo.b"() : () -> !test.test_rec_alias<leaf, i32>
"foo.c"() : () -> !test.test_rec_alias<pair, tuple<!test.test_rec_alias<leaf, i32>, !test.test_rec_alias<pair>>>
"foo.d"() : () -> tensor<2x!test.test_rec_alias<leaf, i32>>
