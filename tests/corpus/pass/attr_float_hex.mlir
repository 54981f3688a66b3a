// Hexadecimal float literals are raw bit patterns; non-finite values print as hex.
"foo.inf"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FF0000000000000 : f64, d = 0x7C00 : f16, e = 0xFC00 : f16} : () -> ()
"foo.nan"() {a = 0x7FC00000 : f32, b = 0x7FFFFFFF : f32, c = 0x7FF8000000000001 : f64, d = 0x7E00 : f16, e = 0x7FFF : f16, f = 0xFE00 : f16} : () -> ()
"foo.finite_hex"() {a = 0x3F800000 : f32, b = 0x80000000 : f32, c = 0x00000001 : f32, d = 0x1 : f64, e = 0x7FF00000 : f64} : () -> ()
"foo.small_hex"() {a = 0x0001 : f16, b = 0x0001 : bf16, c = 0x7F80 : bf16, d = 0x7FC0 : bf16, e = 0x1E : f8E4M3FN} : () -> ()
"foo.f8_nan"() {a = 0x7F : f8E4M3FN, b = 0xFF : f8E8M0FNU, c = 0x80 : f8E4M3FNUZ, d = 0x7C : f8E5M2, e = 0x7F : f8E5M2} : () -> ()
"foo.f6f4_hex"() {a = 0x0 : f4E2M1FN, b = 0x1 : f6E3M2FN, c = 0x7 : f4E2M1FN, d = 0x3F : f6E2M3FN} : () -> ()
"foo.wide_hex"() {a = 0x7FFF8000000000000000 : f80, b = 0x7FFF0000000000000000000000000000 : f128, c = 0x3FFF0000000000000000000000000000 : f128} : () -> ()
"foo.lowercase"() {a = 0x7ff0000000000000 : f64, b = 0x7fc00000 : f32, c = 0x7e00 : f16} : () -> ()
