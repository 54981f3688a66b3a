// Discardable attribute dictionaries on ops: sorted keys, dialect-prefixed names, quoting.
"foo.a"() {zeta = 1, alpha = 2, "quoted name" = 3, foo.dialect_attr = 4, bar.x = 5, _hidden = 6} : () -> ()
"foo.b"() {sym_name = "sym", value = 42 : i32, unit_attr} : () -> ()
"foo.c"() {"with.dots" = 1, "0starts_with_digit" = 2, "has-dash" = 3} : () -> ()
%0 = "foo.d"() {nested = {b = [1, 2], a = {}}} : () -> (i32)
