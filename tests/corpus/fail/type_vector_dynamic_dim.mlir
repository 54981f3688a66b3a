// Vectors cannot have dynamic dimensions.
"foo.a"() : () -> vector<?xf32>
