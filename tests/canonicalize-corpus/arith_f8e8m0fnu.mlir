// Arithmetic on f8E8M0FNU constants (powers of two only, no zero, no sign) folds as LLVM
// computes it: an exact zero becomes the smallest value 2^-127, a negative result keeps its
// sign flag, overflow gives NaN (0xFF).
func.func @f() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %a = arith.constant 2.0 : f8E8M0FNU
  %b = arith.constant 4.0 : f8E8M0FNU
  %c = arith.constant 0.5 : f8E8M0FNU
  %0 = arith.addf %a, %b : f8E8M0FNU
  %1 = arith.subf %a, %b : f8E8M0FNU
  %2 = arith.mulf %a, %b : f8E8M0FNU
  %3 = arith.divf %a, %b : f8E8M0FNU
  %4 = arith.remf %a, %b : f8E8M0FNU
  %5 = arith.maximumf %a, %b : f8E8M0FNU
  %6 = arith.minimumf %a, %c : f8E8M0FNU
  %7 = arith.maxnumf %a, %b : f8E8M0FNU
  %8 = arith.minnumf %a, %b : f8E8M0FNU
  %9 = arith.negf %a : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

// -----

func.func @binary() -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) {
  %a = arith.constant 2.0 : f8E8M0FNU
  %big = arith.constant 0xFE : f8E8M0FNU
  %small = arith.constant 0x00 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %neg = arith.constant -4.0 : f8E8M0FNU
  %0 = arith.subf %a, %a : f8E8M0FNU
  %1 = arith.mulf %big, %a : f8E8M0FNU
  %2 = arith.divf %small, %a : f8E8M0FNU
  %3 = arith.addf %nan, %a : f8E8M0FNU
  %4 = arith.addf %big, %big : f8E8M0FNU
  %5 = arith.mulf %neg, %a : f8E8M0FNU
  %6 = arith.maximumf %neg, %a : f8E8M0FNU
  %7 = arith.minimumf %neg, %a : f8E8M0FNU
  %8 = arith.remf %neg, %a : f8E8M0FNU
  %9 = arith.divf %a, %big : f8E8M0FNU
  %10 = arith.addf %small, %small : f8E8M0FNU
  %11 = arith.maxnumf %nan, %a : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU
}

// -----

// Casts and comparisons of f8E8M0FNU values; identities with 1.0 and the smallest value.
func.func @casts() -> (f32, f8E8M0FNU, f8E8M0FNU, i32, i32, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i8, f16, bf16, f8E8M0FNU, f8E8M0FNU, i8) {
  %a = arith.constant 4.0 : f8E8M0FNU
  %neg = arith.constant -4.0 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %f = arith.constant 3.0 : f32
  %f8 = arith.constant 8.0 : f32
  %i = arith.constant 16 : i32
  %n = arith.constant -16 : i32
  %b = arith.constant 5 : i8
  %0 = arith.extf %a : f8E8M0FNU to f32
  %1 = arith.truncf %f : f32 to f8E8M0FNU
  %2 = arith.truncf %f8 : f32 to f8E8M0FNU
  %3 = arith.fptosi %a : f8E8M0FNU to i32
  %4 = arith.fptoui %neg : f8E8M0FNU to i32
  %5 = arith.sitofp %i : i32 to f8E8M0FNU
  %6 = arith.sitofp %n : i32 to f8E8M0FNU
  %7 = arith.uitofp %i : i32 to f8E8M0FNU
  %8 = arith.bitcast %a : f8E8M0FNU to i8
  %9 = arith.extf %nan : f8E8M0FNU to f16
  %10 = arith.extf %neg : f8E8M0FNU to bf16
  %11 = arith.bitcast %b : i8 to f8E8M0FNU
  %12 = arith.negf %a : f8E8M0FNU
  %13 = arith.bitcast %neg : f8E8M0FNU to i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f8E8M0FNU, f8E8M0FNU, i32, i32, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i8, f16, bf16, f8E8M0FNU, f8E8M0FNU, i8
}

// -----

func.func @cmp() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 4.0 : f8E8M0FNU
  %b = arith.constant -8.0 : f8E8M0FNU
  %nan = arith.constant 0xFF : f8E8M0FNU
  %0 = arith.cmpf oeq, %a, %b : f8E8M0FNU
  %1 = arith.cmpf ogt, %a, %b : f8E8M0FNU
  %2 = arith.cmpf oge, %a, %b : f8E8M0FNU
  %3 = arith.cmpf olt, %a, %b : f8E8M0FNU
  %4 = arith.cmpf ole, %a, %b : f8E8M0FNU
  %5 = arith.cmpf one, %a, %b : f8E8M0FNU
  %6 = arith.cmpf ord, %a, %nan : f8E8M0FNU
  %7 = arith.cmpf ueq, %a, %nan : f8E8M0FNU
  %8 = arith.cmpf ugt, %a, %nan : f8E8M0FNU
  %9 = arith.cmpf uge, %b, %a : f8E8M0FNU
  %10 = arith.cmpf ult, %b, %a : f8E8M0FNU
  %11 = arith.cmpf ule, %nan, %nan : f8E8M0FNU
  %12 = arith.cmpf une, %a, %a : f8E8M0FNU
  %13 = arith.cmpf uno, %a, %a : f8E8M0FNU
  %14 = arith.cmpf true, %a, %b : f8E8M0FNU
  %15 = arith.cmpf oeq, %nan, %a : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @ident(%x: f8E8M0FNU) -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i1, f8E8M0FNU, f8E8M0FNU) {
  %z = arith.constant 0.0 : f8E8M0FNU
  %nz = arith.constant -0.0 : f8E8M0FNU
  %one = arith.constant 1.0 : f8E8M0FNU
  %none = arith.constant -1.0 : f8E8M0FNU
  %0 = arith.addf %x, %z : f8E8M0FNU
  %1 = arith.subf %x, %z : f8E8M0FNU
  %2 = arith.mulf %x, %one : f8E8M0FNU
  %3 = arith.divf %x, %one : f8E8M0FNU
  %4 = arith.addf %x, %nz : f8E8M0FNU
  %5 = arith.mulf %x, %none : f8E8M0FNU
  %6 = arith.negf %x : f8E8M0FNU
  %7 = arith.cmpf oeq, %x, %x : f8E8M0FNU
  %8 = arith.negf %6 : f8E8M0FNU
  %9 = arith.select %7, %x, %z : f8E8M0FNU
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, i1, f8E8M0FNU, f8E8M0FNU
}
func.func @vec() -> (vector<3xf8E8M0FNU>, vector<3xf8E8M0FNU>, vector<3xi1>) {
  %a = arith.constant dense<[1.0, 2.0, 0.5]> : vector<3xf8E8M0FNU>
  %b = arith.constant dense<[4.0, 0.25, 0xFF]> : vector<3xf8E8M0FNU>
  %0 = arith.addf %a, %b : vector<3xf8E8M0FNU>
  %1 = arith.divf %a, %b : vector<3xf8E8M0FNU>
  %2 = arith.cmpf olt, %a, %b : vector<3xf8E8M0FNU>
  return %0, %1, %2 : vector<3xf8E8M0FNU>, vector<3xf8E8M0FNU>, vector<3xi1>
}
