// Dense array element bit widths must be a multiple of 8.
"foo.a"() {a = array<i4: 1>} : () -> ()
