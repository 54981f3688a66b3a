// Flat and nested symbol references; quoted symbol names.
"foo.flat"() {a = @main, b = @_under, c = @"with space", d = @"0digit", e = @a.b$c} : () -> ()
"foo.nested"() {a = @outer::@inner, b = @a::@b::@c, c = @"q x"::@y, d = @x::@"y z"} : () -> ()
"foo.escaped"() {a = @"quote\"d", b = @"tab\09", c = @"\41BC"} : () -> ()
"foo.in_array"() {a = [@f, @g::@h]} : () -> ()
"foo.symbol"() {sym_name = "defined", sym_visibility = "private"} : () -> ()
