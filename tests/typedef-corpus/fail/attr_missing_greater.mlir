// A missing `>` inside an attribute dictionary.
"foo.a"() {a = #test.iterator_type<parallel, b = 1} : () -> ()
