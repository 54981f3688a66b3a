// Float folds: constant arithmetic in several formats, identities that respect signed zeros
// and NaN, min/max, negf.
func.func @arith_f32() -> (f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %n = arith.constant -7.25 : f32
  %5 = arith.remf %n, %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

func.func @arith_formats() -> (f16, bf16, f64, f16, bf16, f64) {
  %a = arith.constant 1.1 : f16
  %b = arith.constant 3.3 : f16
  %0 = arith.mulf %a, %b : f16
  %c = arith.constant 1.1 : bf16
  %d = arith.constant 3.3 : bf16
  %1 = arith.divf %c, %d : bf16
  %e = arith.constant 1.1 : f64
  %f = arith.constant 3.3 : f64
  %2 = arith.addf %e, %f : f64
  %big = arith.constant 65504.0 : f16
  %3 = arith.addf %big, %big : f16
  %4 = arith.subf %c, %c : bf16
  %tiny = arith.constant 4.9406564584124654E-324 : f64
  %half = arith.constant 0.5 : f64
  %5 = arith.mulf %tiny, %half : f64
  return %0, %1, %2, %3, %4, %5 : f16, bf16, f64, f16, bf16, f64
}

// -----

func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %0 = arith.addf %inf, %ninf : f32
  %1 = arith.mulf %inf, %zero : f32
  %2 = arith.divf %one, %zero : f32
  %3 = arith.addf %nan, %one : f32
  %4 = arith.divf %zero, %zero : f32
  %5 = arith.remf %one, %zero : f32
  %6 = arith.subf %ninf, %one : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @identities(%x: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, f32) {
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %pz : f32
  %2 = arith.subf %x, %pz : f32
  %3 = arith.subf %x, %nz : f32
  %4 = arith.mulf %x, %one : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.mulf %x, %pz : f32
  %7 = arith.mulf %x, %pz fastmath<nnan,nsz> : f32
  %o = arith.constant dense<1.0> : vector<2xf32>
  %8 = arith.mulf %v, %o : vector<2xf32>
  %9 = arith.mulf %x, %nz fastmath<fast> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, vector<2xf32>, f32
}

// -----

func.func @negf(%x: f32) -> (f32, f32, f32, vector<2xf64>) {
  %n = arith.negf %x : f32
  %0 = arith.negf %n : f32
  %c = arith.constant 2.5 : f32
  %1 = arith.negf %c : f32
  %z = arith.constant 0.0 : f32
  %2 = arith.negf %z : f32
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf64>
  %3 = arith.negf %v : vector<2xf64>
  return %0, %1, %2, %3 : f32, f32, f32, vector<2xf64>
}

// -----

func.func @minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.constant 1.0 : f32
  %b = arith.constant -2.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.maximumf %x, %ninf : f32
  %2 = arith.maximumf %a, %b : f32
  %3 = arith.maximumf %a, %nan : f32
  %4 = arith.minimumf %x, %inf : f32
  %5 = arith.minimumf %a, %b : f32
  %6 = arith.minimumf %pz, %nz : f32
  %7 = arith.maxnumf %x, %nan : f32
  %8 = arith.maxnumf %nan, %a : f32
  %9 = arith.minnumf %x, %nan : f32
  %10 = arith.minnumf %a, %b : f32
  %11 = arith.maximumf %nz, %pz : f32
  %12 = arith.minnumf %x, %x : f32
  %13 = arith.maxnumf %x, %ninf : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @vectors() -> (vector<3xf32>, tensor<2xf64>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<0.5> : vector<3xf32>
  %0 = arith.divf %a, %b : vector<3xf32>
  %c = arith.constant dense<[1.0e308, -1.0]> : tensor<2xf64>
  %1 = arith.mulf %c, %c : tensor<2xf64>
  return %0, %1 : vector<3xf32>, tensor<2xf64>
}
