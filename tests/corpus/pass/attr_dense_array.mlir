// Dense array attributes: array<type: values>.
"foo.ints"() {a = array<i8: 1, -2, 3>, b = array<i16: 300>, c = array<i32: 1, 2>, d = array<i64: -9223372036854775808>} : () -> ()
"foo.bool"() {a = array<i1: true, false, true>} : () -> ()
"foo.floats"() {a = array<f32: 1.0, 0.1, -0.0>, b = array<f64: 1.5, 1.0e-300>} : () -> ()
"foo.empty"() {a = array<i32>, b = array<f64>, c = array<i1>} : () -> ()
"foo.hexfloat"() {a = array<f32: 0x7F800000, 0x7FC00000>} : () -> ()
"foo.in_array"() {a = [array<i32: 1>, array<i64: 2, 3>]} : () -> ()
"foo.other"() {a = array<f16: 1.0, 0.1>, b = array<ui8: 255>, c = array<si16: -1>, d = array<bf16: 2.5>, e = array< i8 :1,2 >} : () -> ()
"foo.wrap"() {a = array<i8: 255, 128>, b = array<i16: 65535>} : () -> ()
