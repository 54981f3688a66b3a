// Non-UTF-8 bytes are accepted inside string literals and comments: ÿþ
"foo.a"() {s = "ÿþÃ", t = "Ã©"} : () -> ()
"foo.Ã"() : () -> ()
