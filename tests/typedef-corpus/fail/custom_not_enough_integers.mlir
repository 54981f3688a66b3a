// custom_type<2 ...> needs two more integers and then $b.
"foo.a"() : () -> !test.custom_type<2 0>
