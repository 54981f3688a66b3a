// String parameters hold bytes, not only UTF-8: `\FF` is kept and printed back as it was read
// (escaped by the escaping printers, as a raw byte by type_with_format's own printer), also
// through the conditional_alias custom directive (it was printed as U+FFFD before).
"foo.a"() : () -> !test.type_with_format<1, three = "\FF", two = "\FE">
"foo.b"() {a = #test.attr_with_format<1 : two = "\FF", four = [1] : 42 : i16 : 1 : [1], [2 : i8]>} : () -> ()
"foo.c"() {a = #test.conditional_alias<"\FF\FE">, b = #test.conditional_alias<"x\C3">} : () -> ()
