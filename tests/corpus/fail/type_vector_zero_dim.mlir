// Vector dimensions must be positive.
"foo.a"() : () -> vector<0xf32>
