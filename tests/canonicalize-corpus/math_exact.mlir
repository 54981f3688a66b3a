// math folds that are exact in every format: sign, rounding, bit counting, integer power,
// classification.
func.func @sign(%x: f32) -> (f32, f64, f16, f32, f32, bf16, i32, i8) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 3.0 : f64
  %c = arith.constant -0.0 : f16
  %0 = math.absf %a : f32
  %1 = math.absf %b : f64
  %2 = math.absf %c : f16
  %3 = math.copysign %a, %a : f32
  %p = arith.constant 1.0 : f32
  %4 = math.copysign %p, %a : f32
  %d = arith.constant 1.5 : bf16
  %e = arith.constant -1.0 : bf16
  %5 = math.copysign %d, %e : bf16
  %i = arith.constant -7 : i32
  %6 = math.absi %i : i32
  %m = arith.constant -128 : i8
  %7 = math.absi %m : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f16, f32, f32, bf16, i32, i8
}

// -----

func.func @rounding() -> (f32, f32, f32, f32, f32, f64, f64, f64, f64, f64) {
  %a = arith.constant 2.5 : f32
  %0 = math.ceil %a : f32
  %1 = math.floor %a : f32
  %2 = math.round %a : f32
  %3 = math.roundeven %a : f32
  %4 = math.trunc %a : f32
  %b = arith.constant -3.5 : f64
  %5 = math.ceil %b : f64
  %6 = math.floor %b : f64
  %7 = math.round %b : f64
  %8 = math.roundeven %b : f64
  %9 = math.trunc %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f64, f64, f64, f64, f64
}

// -----

func.func @rounding_small() -> (f16, f16, bf16, bf16, f16, f16, f32, f32) {
  %a = arith.constant -0.5 : f16
  %0 = math.ceil %a : f16
  %1 = math.round %a : f16
  %b = arith.constant 1.5 : bf16
  %2 = math.roundeven %b : bf16
  %3 = math.trunc %b : bf16
  %c = arith.constant 0x7E00 : f16
  %4 = math.floor %c : f16
  %i = arith.constant 0x7C00 : f16
  %5 = math.floor %i : f16
  %n = arith.constant 0x7FA00000 : f32
  %6 = math.ceil %n : f32
  %z = arith.constant -0.0 : f32
  %7 = math.trunc %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, bf16, bf16, f16, f16, f32, f32
}

// -----

func.func @vectors() -> (vector<3xf32>, vector<2xi16>, tensor<2xf64>, vector<4xi32>) {
  %a = arith.constant dense<[-1.5, 2.25, -0.0]> : vector<3xf32>
  %0 = math.absf %a : vector<3xf32>
  %b = arith.constant dense<[1, -1]> : vector<2xi16>
  %1 = math.ctlz %b : vector<2xi16>
  %c = arith.constant dense<2.7> : tensor<2xf64>
  %2 = math.floor %c : tensor<2xf64>
  %d = arith.constant dense<255> : vector<4xi32>
  %3 = math.ctpop %d : vector<4xi32>
  return %0, %1, %2, %3 : vector<3xf32>, vector<2xi16>, tensor<2xf64>, vector<4xi32>
}

// -----

func.func @bits() -> (i32, i32, i32, i8, i8, i8, i64, i1) {
  %a = arith.constant 40 : i32
  %0 = math.ctlz %a : i32
  %1 = math.cttz %a : i32
  %2 = math.ctpop %a : i32
  %z = arith.constant 0 : i8
  %3 = math.ctlz %z : i8
  %4 = math.cttz %z : i8
  %m = arith.constant -1 : i8
  %5 = math.ctpop %m : i8
  %w = arith.constant 1 : i64
  %6 = math.cttz %w : i64
  %t = arith.constant true
  %7 = math.ctlz %t : i1
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i8, i8, i8, i64, i1
}

// -----

func.func @ipowi(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i8, index) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %m3 = arith.constant -3 : i32
  %c1 = arith.constant 1 : i32
  %0 = math.ipowi %c3, %c4 : i32
  %1 = math.ipowi %x, %c0 : i32
  %2 = math.ipowi %c0, %m1 : i32
  %3 = math.ipowi %m1, %m3 : i32
  %4 = math.ipowi %c3, %m1 : i32
  %5 = math.ipowi %c1, %m3 : i32
  %6 = math.ipowi %x, %c1 : i32
  %b = arith.constant 3 : i8
  %e = arith.constant 7 : i8
  %7 = math.ipowi %b, %e : i8
  %ib = arith.constant 2 : index
  %ie = arith.constant 10 : index
  %8 = math.ipowi %ib, %ie : index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i8, index
}

// -----

func.func @classify() -> (i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>) {
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f64
  %0 = math.isfinite %inf : f32
  %1 = math.isinf %inf : f32
  %2 = math.isnan %nan : f32
  %3 = math.isnormal %den : f32
  %4 = math.isnormal %one : f64
  %5 = math.isfinite %one : f64
  %6 = math.isnan %one : f64
  %v = arith.constant dense<1.0> : vector<2xf16>
  %7 = math.isnormal %v : vector<2xf16>
  %w = arith.constant dense<[1.0, 2.0]> : vector<2xf16>
  %8 = math.isinf %w : vector<2xf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>, vector<2xi1>
}
