// A generic operation must end with ': function-type'.
"foo.a"()
"foo.b"() : () -> ()
