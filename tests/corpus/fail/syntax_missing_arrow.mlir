// The operation type is a function type; the '->' is required.
"foo.a"() : ()
