// Dictionary keys must be unique.
"foo.a"() {a = 1, a = 2} : () -> ()
