// Hexadecimal float literals cannot be negated; the sign is part of the bits.
"foo.a"() {a = -0x7F800000 : f32} : () -> ()
