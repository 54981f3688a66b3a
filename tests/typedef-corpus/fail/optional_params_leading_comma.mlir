// In `params`, an absent optional parameter leaves no comma behind.
"foo.a"() : () -> !test.optional_params<, "a">
