// Float folds in every format (f16, bf16, f80, f128, tf32, f8*): arithmetic, comparisons,
// conversions that must be exact, and what must not fold (-0 to FNUZ, inf to FN, NaN payloads).
func.func @f() -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E4M3FN, f16, f8E4M3FN) {
  %z = arith.constant -0.0 : f32
  %p = arith.constant 0.0 : f32
  %0 = arith.truncf %z : f32 to f8E5M2FNUZ
  %1 = arith.truncf %p : f32 to f8E5M2FNUZ
  %inf = arith.constant 0x7F800000 : f32
  %2 = arith.truncf %inf : f32 to f8E4M3FN
  %nan = arith.constant 0x7FC00001 : f32
  %3 = arith.truncf %nan : f32 to f16
  %big = arith.constant 448.0 : f32
  %4 = arith.truncf %big : f32 to f8E4M3FN
  return %0, %1, %2, %3, %4 : f8E5M2FNUZ, f8E5M2FNUZ, f8E4M3FN, f16, f8E4M3FN
}
// -----
func.func @f() -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ) {
  %a0 = arith.constant -2.5 : f8E4M3FNUZ
  %b0 = arith.constant 0.015625 : f8E4M3FNUZ
  %r0 = arith.subf %a0, %b0 : f8E4M3FNUZ
  %c0 = arith.cmpf oeq, %a0, %b0 : f8E4M3FNUZ
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.0e3 : f8E4M3FNUZ
  %b1 = arith.constant 1.0e3 : f8E4M3FNUZ
  %r1 = arith.maxnumf %a1, %b1 : f8E4M3FNUZ
  %c1 = arith.cmpf uno, %a1, %b1 : f8E4M3FNUZ
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant -0.0 : f8E4M3FNUZ
  %b2 = arith.constant 7.0 : f8E4M3FNUZ
  %r2 = arith.mulf %a2, %b2 : f8E4M3FNUZ
  %c2 = arith.cmpf uno, %a2, %b2 : f8E4M3FNUZ
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant -1.0 : f8E4M3FNUZ
  %b3 = arith.constant 0.5 : f8E4M3FNUZ
  %r3 = arith.minnumf %a3, %b3 : f8E4M3FNUZ
  %c3 = arith.cmpf une, %a3, %b3 : f8E4M3FNUZ
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant -0.0 : f8E4M3FNUZ
  %b4 = arith.constant 1.5e-5 : f8E4M3FNUZ
  %r4 = arith.minimumf %a4, %b4 : f8E4M3FNUZ
  %c4 = arith.cmpf ogt, %a4, %b4 : f8E4M3FNUZ
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 1.5e-5 : f8E4M3FNUZ
  %b5 = arith.constant -2.5 : f8E4M3FNUZ
  %r5 = arith.remf %a5, %b5 : f8E4M3FNUZ
  %c5 = arith.cmpf oeq, %a5, %b5 : f8E4M3FNUZ
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant -2.5 : f8E4M3FNUZ
  %i = arith.fptosi %e : f8E4M3FNUZ to i16
  %u = arith.fptoui %e : f8E4M3FNUZ to i16
  %k = arith.constant 30000 : i16
  %s = arith.sitofp %k : i16 to f8E4M3FNUZ
  %v = arith.uitofp %k : i16 to f8E4M3FNUZ
  %n = arith.negf %e : f8E4M3FNUZ
  "test.use"(%i, %u, %s, %v, %n) : (i16, i16, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ
}

// -----

func.func @f() -> (f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3) {
  %a0 = arith.constant 1.0 : f8E4M3
  %b0 = arith.constant 57344.0 : f8E4M3
  %r0 = arith.maxnumf %a0, %b0 : f8E4M3
  %c0 = arith.cmpf olt, %a0, %b0 : f8E4M3
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 448.0 : f8E4M3
  %b1 = arith.constant 0.1 : f8E4M3
  %r1 = arith.minimumf %a1, %b1 : f8E4M3
  %c1 = arith.cmpf olt, %a1, %b1 : f8E4M3
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 0.0 : f8E4M3
  %b2 = arith.constant 0.0 : f8E4M3
  %r2 = arith.addf %a2, %b2 : f8E4M3
  %c2 = arith.cmpf ord, %a2, %b2 : f8E4M3
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 1.5e-5 : f8E4M3
  %b3 = arith.constant 1.0e3 : f8E4M3
  %r3 = arith.minnumf %a3, %b3 : f8E4M3
  %c3 = arith.cmpf une, %a3, %b3 : f8E4M3
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 6.0e4 : f8E4M3
  %b4 = arith.constant -1.0 : f8E4M3
  %r4 = arith.addf %a4, %b4 : f8E4M3
  %c4 = arith.cmpf ord, %a4, %b4 : f8E4M3
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 0.015625 : f8E4M3
  %b5 = arith.constant -1.0 : f8E4M3
  %r5 = arith.minimumf %a5, %b5 : f8E4M3
  %c5 = arith.cmpf olt, %a5, %b5 : f8E4M3
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 0.015625 : f8E4M3
  %x = arith.extf %e : f8E4M3 to bf16
  "test.use"(%x) : (bf16) -> ()
  %i = arith.fptosi %e : f8E4M3 to i32
  %u = arith.fptoui %e : f8E4M3 to i32
  %k = arith.constant 127 : i32
  %s = arith.sitofp %k : i32 to f8E4M3
  %v = arith.uitofp %k : i32 to f8E4M3
  %n = arith.negf %e : f8E4M3
  "test.use"(%i, %u, %s, %v, %n) : (i32, i32, f8E4M3, f8E4M3, f8E4M3) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3
}

// -----

func.func @f() -> (f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3) {
  %a0 = arith.constant 7.0 : f8E4M3
  %b0 = arith.constant 0.1 : f8E4M3
  %r0 = arith.maximumf %a0, %b0 : f8E4M3
  %c0 = arith.cmpf uno, %a0, %b0 : f8E4M3
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 6.0e4 : f8E4M3
  %b1 = arith.constant -2.5 : f8E4M3
  %r1 = arith.divf %a1, %b1 : f8E4M3
  %c1 = arith.cmpf ord, %a1, %b1 : f8E4M3
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 1.0e3 : f8E4M3
  %b2 = arith.constant 0.015625 : f8E4M3
  %r2 = arith.mulf %a2, %b2 : f8E4M3
  %c2 = arith.cmpf une, %a2, %b2 : f8E4M3
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 0.015625 : f8E4M3
  %b3 = arith.constant -0.0 : f8E4M3
  %r3 = arith.divf %a3, %b3 : f8E4M3
  %c3 = arith.cmpf ule, %a3, %b3 : f8E4M3
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 3.0 : f8E4M3
  %b4 = arith.constant -2.5 : f8E4M3
  %r4 = arith.subf %a4, %b4 : f8E4M3
  %c4 = arith.cmpf oeq, %a4, %b4 : f8E4M3
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 0.5 : f8E4M3
  %b5 = arith.constant -0.0 : f8E4M3
  %r5 = arith.minnumf %a5, %b5 : f8E4M3
  %c5 = arith.cmpf oeq, %a5, %b5 : f8E4M3
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 100.0 : f8E4M3
  %x = arith.extf %e : f8E4M3 to f64
  "test.use"(%x) : (f64) -> ()
  %i = arith.fptosi %e : f8E4M3 to i32
  %u = arith.fptoui %e : f8E4M3 to i32
  %k = arith.constant 30000 : i32
  %s = arith.sitofp %k : i32 to f8E4M3
  %v = arith.uitofp %k : i32 to f8E4M3
  %n = arith.negf %e : f8E4M3
  "test.use"(%i, %u, %s, %v, %n) : (i32, i32, f8E4M3, f8E4M3, f8E4M3) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3
}

// -----

func.func @f() -> (f80, f80, f80, f80, f80, f80) {
  %a0 = arith.constant 0.0 : f80
  %b0 = arith.constant 448.0 : f80
  %r0 = arith.minnumf %a0, %b0 : f80
  %c0 = arith.cmpf ogt, %a0, %b0 : f80
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.0 : f80
  %b1 = arith.constant 448.0 : f80
  %r1 = arith.mulf %a1, %b1 : f80
  %c1 = arith.cmpf ogt, %a1, %b1 : f80
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 7.0 : f80
  %b2 = arith.constant -0.0 : f80
  %r2 = arith.mulf %a2, %b2 : f80
  %c2 = arith.cmpf uno, %a2, %b2 : f80
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 0.1 : f80
  %b3 = arith.constant 0.0 : f80
  %r3 = arith.subf %a3, %b3 : f80
  %c3 = arith.cmpf ord, %a3, %b3 : f80
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 448.0 : f80
  %b4 = arith.constant -1.0 : f80
  %r4 = arith.addf %a4, %b4 : f80
  %c4 = arith.cmpf ule, %a4, %b4 : f80
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 1.5e-5 : f80
  %b5 = arith.constant 3.0 : f80
  %r5 = arith.maxnumf %a5, %b5 : f80
  %c5 = arith.cmpf oeq, %a5, %b5 : f80
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 0.5 : f80
  %x = arith.truncf %e : f80 to f8E4M3FNUZ
  "test.use"(%x) : (f8E4M3FNUZ) -> ()
  %i = arith.fptosi %e : f80 to i64
  %u = arith.fptoui %e : f80 to i64
  %k = arith.constant 1 : i64
  %s = arith.sitofp %k : i64 to f80
  %v = arith.uitofp %k : i64 to f80
  %n = arith.negf %e : f80
  "test.use"(%i, %u, %s, %v, %n) : (i64, i64, f80, f80, f80) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f80, f80, f80, f80, f80, f80
}

// -----

func.func @f() -> (f32, f32, f32, f32, f32, f32) {
  %a0 = arith.constant -2.5 : f32
  %b0 = arith.constant 1.0 : f32
  %r0 = arith.maxnumf %a0, %b0 : f32
  %c0 = arith.cmpf ule, %a0, %b0 : f32
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.0e3 : f32
  %b1 = arith.constant 0.015625 : f32
  %r1 = arith.remf %a1, %b1 : f32
  %c1 = arith.cmpf ule, %a1, %b1 : f32
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 448.0 : f32
  %b2 = arith.constant 100.0 : f32
  %r2 = arith.minimumf %a2, %b2 : f32
  %c2 = arith.cmpf ord, %a2, %b2 : f32
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 7.0 : f32
  %b3 = arith.constant -0.0 : f32
  %r3 = arith.addf %a3, %b3 : f32
  %c3 = arith.cmpf ule, %a3, %b3 : f32
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 57344.0 : f32
  %b4 = arith.constant 1.0 : f32
  %r4 = arith.remf %a4, %b4 : f32
  %c4 = arith.cmpf ogt, %a4, %b4 : f32
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant -2.5 : f32
  %b5 = arith.constant 0.0 : f32
  %r5 = arith.remf %a5, %b5 : f32
  %c5 = arith.cmpf ord, %a5, %b5 : f32
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 1.0e3 : f32
  %x = arith.truncf %e : f32 to f8E5M2FNUZ
  "test.use"(%x) : (f8E5M2FNUZ) -> ()
  %i = arith.fptosi %e : f32 to i32
  %u = arith.fptoui %e : f32 to i32
  %k = arith.constant 127 : i32
  %s = arith.sitofp %k : i32 to f32
  %v = arith.uitofp %k : i32 to f32
  %n = arith.negf %e : f32
  "test.use"(%i, %u, %s, %v, %n) : (i32, i32, f32, f32, f32) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, f32
}

// -----

func.func @f() -> (f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 0.015625 : f128
  %b0 = arith.constant 1.0 : f128
  %r0 = arith.subf %a0, %b0 : f128
  %c0 = arith.cmpf oeq, %a0, %b0 : f128
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.0 : f128
  %b1 = arith.constant -0.0 : f128
  %r1 = arith.maxnumf %a1, %b1 : f128
  %c1 = arith.cmpf olt, %a1, %b1 : f128
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 1.0 : f128
  %b2 = arith.constant 6.0e4 : f128
  %r2 = arith.minnumf %a2, %b2 : f128
  %c2 = arith.cmpf uno, %a2, %b2 : f128
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 1.0 : f128
  %b3 = arith.constant 6.0e4 : f128
  %r3 = arith.addf %a3, %b3 : f128
  %c3 = arith.cmpf uno, %a3, %b3 : f128
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 0.1 : f128
  %b4 = arith.constant 0.015625 : f128
  %r4 = arith.mulf %a4, %b4 : f128
  %c4 = arith.cmpf olt, %a4, %b4 : f128
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 0.1 : f128
  %b5 = arith.constant 0.1 : f128
  %r5 = arith.maxnumf %a5, %b5 : f128
  %c5 = arith.cmpf uno, %a5, %b5 : f128
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 1.5e-5 : f128
  %x = arith.truncf %e : f128 to f16
  "test.use"(%x) : (f16) -> ()
  %i = arith.fptosi %e : f128 to i64
  %u = arith.fptoui %e : f128 to i64
  %k = arith.constant 255 : i64
  %s = arith.sitofp %k : i64 to f128
  %v = arith.uitofp %k : i64 to f128
  %n = arith.negf %e : f128
  "test.use"(%i, %u, %s, %v, %n) : (i64, i64, f128, f128, f128) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f128, f128, f128, f128, f128, f128
}

// -----

func.func @f() -> (f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 3.0 : f128
  %b0 = arith.constant 1.0e3 : f128
  %r0 = arith.minnumf %a0, %b0 : f128
  %c0 = arith.cmpf une, %a0, %b0 : f128
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.0e3 : f128
  %b1 = arith.constant -0.0 : f128
  %r1 = arith.mulf %a1, %b1 : f128
  %c1 = arith.cmpf ord, %a1, %b1 : f128
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant -2.5 : f128
  %b2 = arith.constant 7.0 : f128
  %r2 = arith.minnumf %a2, %b2 : f128
  %c2 = arith.cmpf oeq, %a2, %b2 : f128
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant -0.0 : f128
  %b3 = arith.constant 7.0 : f128
  %r3 = arith.maxnumf %a3, %b3 : f128
  %c3 = arith.cmpf olt, %a3, %b3 : f128
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 6.0e4 : f128
  %b4 = arith.constant 0.5 : f128
  %r4 = arith.remf %a4, %b4 : f128
  %c4 = arith.cmpf oeq, %a4, %b4 : f128
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant -0.0 : f128
  %b5 = arith.constant 100.0 : f128
  %r5 = arith.maxnumf %a5, %b5 : f128
  %c5 = arith.cmpf ule, %a5, %b5 : f128
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 0.0 : f128
  %x = arith.truncf %e : f128 to f16
  "test.use"(%x) : (f16) -> ()
  %i = arith.fptosi %e : f128 to i8
  %u = arith.fptoui %e : f128 to i8
  %k = arith.constant -128 : i8
  %s = arith.sitofp %k : i8 to f128
  %v = arith.uitofp %k : i8 to f128
  %n = arith.negf %e : f128
  "test.use"(%i, %u, %s, %v, %n) : (i8, i8, f128, f128, f128) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f128, f128, f128, f128, f128, f128
}

// -----

func.func @f() -> (f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3) {
  %a0 = arith.constant 0.5 : f8E4M3
  %b0 = arith.constant 1.0e3 : f8E4M3
  %r0 = arith.minimumf %a0, %b0 : f8E4M3
  %c0 = arith.cmpf une, %a0, %b0 : f8E4M3
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 57344.0 : f8E4M3
  %b1 = arith.constant 448.0 : f8E4M3
  %r1 = arith.addf %a1, %b1 : f8E4M3
  %c1 = arith.cmpf ogt, %a1, %b1 : f8E4M3
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 1.0e3 : f8E4M3
  %b2 = arith.constant 7.0 : f8E4M3
  %r2 = arith.minnumf %a2, %b2 : f8E4M3
  %c2 = arith.cmpf oeq, %a2, %b2 : f8E4M3
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 57344.0 : f8E4M3
  %b3 = arith.constant 0.015625 : f8E4M3
  %r3 = arith.subf %a3, %b3 : f8E4M3
  %c3 = arith.cmpf oeq, %a3, %b3 : f8E4M3
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 1.0 : f8E4M3
  %b4 = arith.constant 0.1 : f8E4M3
  %r4 = arith.maxnumf %a4, %b4 : f8E4M3
  %c4 = arith.cmpf olt, %a4, %b4 : f8E4M3
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 57344.0 : f8E4M3
  %b5 = arith.constant -2.5 : f8E4M3
  %r5 = arith.remf %a5, %b5 : f8E4M3
  %c5 = arith.cmpf olt, %a5, %b5 : f8E4M3
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 448.0 : f8E4M3
  %i = arith.fptosi %e : f8E4M3 to i16
  %u = arith.fptoui %e : f8E4M3 to i16
  %k = arith.constant 127 : i16
  %s = arith.sitofp %k : i16 to f8E4M3
  %v = arith.uitofp %k : i16 to f8E4M3
  %n = arith.negf %e : f8E4M3
  "test.use"(%i, %u, %s, %v, %n) : (i16, i16, f8E4M3, f8E4M3, f8E4M3) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3
}

// -----

func.func @f() -> (f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 57344.0 : f128
  %b0 = arith.constant 1.0e3 : f128
  %r0 = arith.subf %a0, %b0 : f128
  %c0 = arith.cmpf olt, %a0, %b0 : f128
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.0e3 : f128
  %b1 = arith.constant 1.0 : f128
  %r1 = arith.minnumf %a1, %b1 : f128
  %c1 = arith.cmpf ule, %a1, %b1 : f128
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant 3.0 : f128
  %b2 = arith.constant 448.0 : f128
  %r2 = arith.divf %a2, %b2 : f128
  %c2 = arith.cmpf oeq, %a2, %b2 : f128
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 0.5 : f128
  %b3 = arith.constant 0.5 : f128
  %r3 = arith.mulf %a3, %b3 : f128
  %c3 = arith.cmpf une, %a3, %b3 : f128
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 1.5e-5 : f128
  %b4 = arith.constant 1.0 : f128
  %r4 = arith.maxnumf %a4, %b4 : f128
  %c4 = arith.cmpf uno, %a4, %b4 : f128
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant -0.0 : f128
  %b5 = arith.constant -0.0 : f128
  %r5 = arith.maxnumf %a5, %b5 : f128
  %c5 = arith.cmpf ogt, %a5, %b5 : f128
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 1.5e-5 : f128
  %x = arith.truncf %e : f128 to f8E4M3
  "test.use"(%x) : (f8E4M3) -> ()
  %i = arith.fptosi %e : f128 to i8
  %u = arith.fptoui %e : f128 to i8
  %k = arith.constant -100 : i8
  %s = arith.sitofp %k : i8 to f128
  %v = arith.uitofp %k : i8 to f128
  %n = arith.negf %e : f128
  "test.use"(%i, %u, %s, %v, %n) : (i8, i8, f128, f128, f128) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f128, f128, f128, f128, f128, f128
}

// -----

func.func @f() -> (f128, f128, f128, f128, f128, f128) {
  %a0 = arith.constant 57344.0 : f128
  %b0 = arith.constant 0.0 : f128
  %r0 = arith.mulf %a0, %b0 : f128
  %c0 = arith.cmpf oeq, %a0, %b0 : f128
  "test.use"(%c0) : (i1) -> ()
  %a1 = arith.constant 1.5e-5 : f128
  %b1 = arith.constant 7.0 : f128
  %r1 = arith.remf %a1, %b1 : f128
  %c1 = arith.cmpf ule, %a1, %b1 : f128
  "test.use"(%c1) : (i1) -> ()
  %a2 = arith.constant -0.0 : f128
  %b2 = arith.constant 100.0 : f128
  %r2 = arith.remf %a2, %b2 : f128
  %c2 = arith.cmpf ord, %a2, %b2 : f128
  "test.use"(%c2) : (i1) -> ()
  %a3 = arith.constant 0.1 : f128
  %b3 = arith.constant 57344.0 : f128
  %r3 = arith.remf %a3, %b3 : f128
  %c3 = arith.cmpf ogt, %a3, %b3 : f128
  "test.use"(%c3) : (i1) -> ()
  %a4 = arith.constant 7.0 : f128
  %b4 = arith.constant 0.1 : f128
  %r4 = arith.remf %a4, %b4 : f128
  %c4 = arith.cmpf ord, %a4, %b4 : f128
  "test.use"(%c4) : (i1) -> ()
  %a5 = arith.constant 1.5e-5 : f128
  %b5 = arith.constant -2.5 : f128
  %r5 = arith.minnumf %a5, %b5 : f128
  %c5 = arith.cmpf ule, %a5, %b5 : f128
  "test.use"(%c5) : (i1) -> ()
  %e = arith.constant 1.5e-5 : f128
  %x = arith.truncf %e : f128 to f8E4M3FNUZ
  "test.use"(%x) : (f8E4M3FNUZ) -> ()
  %i = arith.fptosi %e : f128 to i16
  %u = arith.fptoui %e : f128 to i16
  %k = arith.constant -1 : i16
  %s = arith.sitofp %k : i16 to f128
  %v = arith.uitofp %k : i16 to f128
  %n = arith.negf %e : f128
  "test.use"(%i, %u, %s, %v, %n) : (i16, i16, f128, f128, f128) -> ()
  return %r0, %r1, %r2, %r3, %r4, %r5 : f128, f128, f128, f128, f128, f128
}

