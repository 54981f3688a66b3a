// #undefined is never defined.
"foo.a"() {a = #undefined} : () -> ()
