// math folds through the C library: f32 and f64 only; log and sqrt of negative values and
// other formats are left alone.
func.func @f64_unary() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a = arith.constant 0.5 : f64
  %0 = math.sin %a : f64
  %1 = math.cos %a : f64
  %2 = math.tan %a : f64
  %3 = math.asin %a : f64
  %4 = math.acos %a : f64
  %5 = math.atan %a : f64
  %6 = math.sinh %a : f64
  %7 = math.cosh %a : f64
  %8 = math.tanh %a : f64
  %9 = math.asinh %a : f64
  %10 = math.atanh %a : f64
  %b = arith.constant 1.5 : f64
  %11 = math.acosh %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

func.func @f32_unary() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.7 : f32
  %0 = math.sin %a : f32
  %1 = math.cos %a : f32
  %2 = math.tan %a : f32
  %3 = math.asin %a : f32
  %4 = math.acos %a : f32
  %5 = math.atan %a : f32
  %6 = math.sinh %a : f32
  %7 = math.cosh %a : f32
  %8 = math.tanh %a : f32
  %9 = math.asinh %a : f32
  %10 = math.atanh %a : f32
  %b = arith.constant 2.5 : f32
  %11 = math.acosh %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @exp_log() -> (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) {
  %a = arith.constant 1.25 : f32
  %b = arith.constant 3.0 : f64
  %0 = math.exp %a : f32
  %1 = math.exp %b : f64
  %2 = math.exp2 %a : f32
  %3 = math.expm1 %b : f64
  %4 = math.log %a : f32
  %5 = math.log10 %b : f64
  %6 = math.log2 %a : f32
  %7 = math.log1p %b : f64
  %8 = math.sqrt %a : f32
  %9 = math.sqrt %b : f64
  %10 = math.erf %a : f32
  %11 = math.erfc %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64
}

// -----

func.func @binary() -> (f32, f64, f32, f64, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0.5 : f32
  %c = arith.constant -1.5 : f64
  %d = arith.constant 3.0 : f64
  %0 = math.powf %a, %b : f32
  %1 = math.powf %c, %d : f64
  %2 = math.atan2 %a, %b : f32
  %3 = math.atan2 %c, %d : f64
  %n = arith.constant -8.0 : f32
  %4 = math.powf %n, %b : f32
  return %0, %1, %2, %3, %4 : f32, f64, f32, f64, f32
}

// -----

func.func @no_fold(%x: f32) -> (f32, f32, f32, f64, f16, bf16, f16, f32, f32, f64) {
  %n = arith.constant -2.0 : f32
  %0 = math.log %n : f32
  %1 = math.sqrt %n : f32
  %2 = math.log2 %n : f32
  %m = arith.constant -0.0 : f64
  %3 = math.log10 %m : f64
  %h = arith.constant 0.5 : f16
  %4 = math.sin %h : f16
  %g = arith.constant 0.5 : bf16
  %5 = math.exp %g : bf16
  %6 = math.sqrt %h : f16
  %7 = math.sin %x : f32
  %q = arith.constant -1.5 : f32
  %8 = math.log1p %q : f32
  %r = arith.constant -0.5 : f64
  %9 = math.log1p %r : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f64, f16, bf16, f16, f32, f32, f64
}

// -----

func.func @nan_results() -> (f64, f32, f64, vector<2xf32>) {
  %a = arith.constant 2.0 : f64
  %0 = math.acos %a : f64
  %b = arith.constant 2.0 : f32
  %1 = math.asin %b : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %2 = math.sin %inf : f64
  %v = arith.constant dense<[0.25, 1.0]> : vector<2xf32>
  %3 = math.exp %v : vector<2xf32>
  return %0, %1, %2, %3 : f64, f32, f64, vector<2xf32>
}
