// Float attributes of the 16/80/128-bit and f8/f6/f4 types (values get rounded).
"foo.half"() {a = 1.0 : f16, b = 65504.0 : f16, c = 0.1 : f16, d = 2.5e-5 : f16, e = 70000.0 : f16} : () -> ()
"foo.bfloat"() {a = 1.0 : bf16, b = 0.1 : bf16, c = 1.0e38 : bf16, d = -2.5 : bf16} : () -> ()
"foo.tf32"() {a = 3.0 : tf32, b = 0.1 : tf32} : () -> ()
"foo.f80"() {a = 1.5 : f80, b = 0.1 : f80, c = -1.0e-4000 : f80, d = 1.0e4000 : f80} : () -> ()
"foo.f128"() {a = 1.5 : f128, b = 0.1 : f128, c = 3.0e-4000 : f128} : () -> ()
"foo.f8"() {a = 1.0 : f8E5M2, b = 0.5 : f8E4M3, c = 448.0 : f8E4M3FN, d = 2.0 : f8E5M2FNUZ, e = 1.0 : f8E4M3FNUZ} : () -> ()
"foo.f8b"() {a = 1.0 : f8E4M3B11FNUZ, b = 1.0 : f8E3M4, c = 2.0 : f8E8M0FNU, d = 3.0 : f8E8M0FNU, e = 0.0 : f8E8M0FNU, f = 0.3 : f8E5M2} : () -> ()
"foo.f6f4"() {a = 1.0 : f6E2M3FN, b = 1.0 : f6E3M2FN, c = 1.0 : f4E2M1FN, d = -6.0 : f4E2M1FN, e = 0.25 : f6E3M2FN} : () -> ()
