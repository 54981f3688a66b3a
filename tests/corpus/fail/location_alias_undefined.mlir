// A location alias that is never defined.
"foo.a"() : () -> () loc(#nope)
