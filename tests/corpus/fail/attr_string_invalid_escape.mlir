// \q is not a valid escape sequence.
"foo.a"() {a = "bad\qescape"} : () -> ()
