// The empty string is not a valid attribute name.
"foo.a"() {"" = 1} : () -> ()
