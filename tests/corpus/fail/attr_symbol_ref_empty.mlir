// '@' must be followed by an identifier or a string.
"foo.a"() {a = @} : () -> ()
