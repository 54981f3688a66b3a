// With a = 10 (its default value) the params group does not accept a following `, b`.
"foo.a"() : () -> !test.optional_group_params<(10, 2)>
