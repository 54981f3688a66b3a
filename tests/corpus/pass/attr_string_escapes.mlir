// String attributes: escapes, non-printable bytes, UTF-8, typed strings.
"foo.plain"() {a = "", b = "hello", c = "with spaces", d = "punct !#$%&'()*+,-./:;<=>?@[]^_`{|}~"} : () -> ()
"foo.escapes"() {a = "quote\"here", b = "back\\slash", c = "nl\n", d = "tab\t", e = "\00\01\1f\7f\ff"} : () -> ()
"foo.hex_escapes"() {a = "\41\42\43", b = "\0a\0D\09", c = "\22\5C", d = "\e2\82\ac"} : () -> ()
"foo.utf8"() {a = "héllo", b = "日本語", c = "€", d = "😀"} : () -> ()
"foo.typed"() {a = "s" : i32, b = "t" : !foo.str, c = "" : none} : () -> ()
"foo.long"() {a = "a fairly long string attribute that is still printed on a single line without any wrapping at all"} : () -> ()
