// 256 does not fit in i8.
"foo.a"() {a = 256 : i8} : () -> ()
