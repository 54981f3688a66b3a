// iterator_type is one of parallel, reduction.
"foo.a"() {a = #test.iterator_type<sequential>} : () -> ()
