// callsite(...) needs 'at' and a caller location.
"foo.a"() : () -> () loc(callsite("a.c":1:1))
