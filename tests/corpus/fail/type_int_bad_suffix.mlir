// i0x is not an integer type (nor any other type).
"foo.a"() : () -> i0x
