// The hex bit pattern has more bits than the float type.
"foo.a"() {a = 0x7F8000001 : f32} : () -> ()
