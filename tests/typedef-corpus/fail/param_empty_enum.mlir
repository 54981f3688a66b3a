// iterator_type needs a keyword (or string) inside `<>`.
"foo.a"() {a = #test.iterator_type<>} : () -> ()
