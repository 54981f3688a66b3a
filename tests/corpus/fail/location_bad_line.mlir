// The line of a file location must be an integer.
"foo.a"() : () -> () loc("a.c":x)
