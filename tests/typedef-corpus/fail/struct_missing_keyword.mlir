// type_with_format's struct needs both `two` and `three`.
"foo.a"() : () -> !test.type_with_format<1, two = "a">
