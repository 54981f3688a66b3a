// Negative literals are not valid for unsigned integer types.
"foo.a"() {a = -1 : ui8} : () -> ()
