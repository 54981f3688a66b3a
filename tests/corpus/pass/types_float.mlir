// Every builtin floating-point type, by its MLIR spelling.
"foo.classic"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
"foo.f8"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU)
"foo.f6f4"() : () -> (f6E2M3FN, f6E3M2FN, f4E2M1FN)
"foo.as_attr"() {a = f16, b = bf16, c = tf32, d = f8E8M0FNU, e = f4E2M1FN} : () -> ()
