// attr_with_format: `one` must equal the number of integers in `four`.
"foo.a"() {a = #test.attr_with_format<3 : two = "x", four = [1, 2] : 42 : i16 : 7 : [1], [1 : i8]>} : () -> ()
