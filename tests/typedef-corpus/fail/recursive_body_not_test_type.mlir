// test_rec's body is parsed by the test dialect itself: `tuple` is not one of its types.
"foo.a"() : () -> !test.test_rec<a, tuple<i32>>
