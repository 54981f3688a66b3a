// Inside test_rec the body is a bare test type: the `!test.` prefix is not expected.
"foo.a"() : () -> !test.test_rec<a, !test.smpla>
