// The first occurrence of test_rec_alias<name> needs `, body`.
"foo.a"() : () -> !test.test_rec_alias<r>
