// An invalid UTF-8 byte outside strings and comments.
"foo.a"() : () -> ()
ÿ
