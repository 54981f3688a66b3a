// atan2 of two zeros folds to the format's NaN (upstream's rule, in every format: f4E2M1FN,
// which has no NaN, prints 0x0); one zero folds through the C library for f32/f64 only.
func.func @f() -> (f16, f32, f64, bf16, f32, f64, vector<2xf32>, f16) {
  %h = arith.constant 0.0 : f16
  %s = arith.constant 0.0 : f32
  %ns = arith.constant -0.0 : f32
  %d = arith.constant -0.0 : f64
  %dz = arith.constant 0.0 : f64
  %b = arith.constant 0.0 : bf16
  %one = arith.constant 1.0 : f32
  %h1 = arith.constant 1.0 : f16
  %v = arith.constant dense<[0.0, 1.0]> : vector<2xf32>
  %0 = math.atan2 %h, %h : f16
  %1 = math.atan2 %ns, %s : f32
  %2 = math.atan2 %d, %dz : f64
  %3 = math.atan2 %b, %b : bf16
  %4 = math.atan2 %one, %s : f32
  %5 = math.atan2 %dz, %d : f64
  %6 = math.atan2 %v, %v : vector<2xf32>
  %7 = math.atan2 %h1, %h : f16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f32, f64, bf16, f32, f64, vector<2xf32>, f16
}

// -----

func.func @f() -> (f4E2M1FN, f8E4M3FNUZ, f8E4M3FN) {
  %h = arith.constant 0.0 : f4E2M1FN
  %u = arith.constant 0.0 : f8E4M3FNUZ
  %n = arith.constant 0.0 : f8E4M3FN
  %0 = math.atan2 %h, %h : f4E2M1FN
  %1 = math.atan2 %u, %u : f8E4M3FNUZ
  %2 = math.atan2 %n, %n : f8E4M3FN
  return %0, %1, %2 : f4E2M1FN, f8E4M3FNUZ, f8E4M3FN
}
