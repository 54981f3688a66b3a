// Array attribute closed with the wrong bracket.
"foo.a"() {a = [1, 2} : () -> ()
