// The type list of a variadic group has at least one type.
test.oilist_variadic_with_parens keyword()
