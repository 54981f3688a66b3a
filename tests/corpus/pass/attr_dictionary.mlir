// Dictionary attributes are sorted by key; string keys; nesting; empty dicts.
"foo.sorted"() {z = 1, a = 2, m = 3, B = 4, _u = 5, a0 = 6, a_ = 7, "a.b" = 8} : () -> ()
"foo.empty"() {} : () -> ()
"foo.nested"() {d = {}, e = {b = 1, a = {y = 2, x = 3}}} : () -> ()
"foo.string_keys"() {"quoted key" = 1, "9lives" = 3, "plain" = 4, "a$b" = 5, "new\nline" = 6} : () -> ()
"foo.bare_keys"() {a.b.c = 1, a$ = 2, _ = 3, x1 = 4} : () -> ()
"foo.in_array"() {arr = [{c = 1, b = 2}, {}]} : () -> ()
