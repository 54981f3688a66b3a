// Alias names containing '.' are reserved for dialect attributes.
#name.with.dots = 7
"foo.a"() {a = #name.with.dots} : () -> ()
