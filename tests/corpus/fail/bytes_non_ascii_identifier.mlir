// Non-ASCII letters are not allowed in bare identifiers.
"foo.a"() {été = 1} : () -> ()
