// Integer widths are limited to 16777215 bits.
"foo.a"() : () -> i16777216
