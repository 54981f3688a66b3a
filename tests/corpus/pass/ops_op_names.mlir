// Operation names are arbitrary quoted strings (escapes allowed); printed back quoted.
"foo.a.b.c"() : () -> ()
"foo.with space"() : () -> ()
"foo.q\22uote"() : () -> ()
"foo.-dash"() : () -> ()
"foo."() : () -> ()
"foo.UPPER"() : () -> ()
"x"() : () -> ()
".leading_dot"() : () -> ()
