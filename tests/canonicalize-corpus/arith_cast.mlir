// Cast folds: constants through every cast op, chains of extensions and truncations, and
// conversions that must not fold (out of range, inexact).
func.func @int_casts(%x: i8, %y: i16) -> (i32, i32, i8, i64, i64, i16, i8, i32, i16) {
  %c = arith.constant -1 : i8
  %0 = arith.extui %c : i8 to i32
  %1 = arith.extsi %c : i8 to i32
  %w = arith.constant 300 : i32
  %2 = arith.trunci %w : i32 to i8
  %e1 = arith.extui %x : i8 to i16
  %3 = arith.extui %e1 : i16 to i64
  %e2 = arith.extsi %x : i8 to i16
  %4 = arith.extsi %e2 : i16 to i64
  %e3 = arith.extui %x : i8 to i32
  %5 = arith.trunci %e3 : i32 to i16
  %6 = arith.trunci %e3 : i32 to i8
  %e4 = arith.extsi %y : i16 to i64
  %t = arith.trunci %e4 : i64 to i32
  %7 = arith.addi %t, %t : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %y : i32, i32, i8, i64, i64, i16, i8, i32, i16
}

// -----

func.func @trunc_chains(%x: i64, %y: i8) -> (i8, i16, i8) {
  %t1 = arith.trunci %x : i64 to i32
  %0 = arith.trunci %t1 : i32 to i8
  %e = arith.extsi %y : i8 to i32
  %1 = arith.trunci %e : i32 to i16
  %e2 = arith.extui %y : i8 to i64
  %2 = arith.trunci %e2 : i64 to i8
  return %0, %1, %2 : i8, i16, i8
}

// -----

func.func @vector_casts() -> (vector<2xi32>, vector<2xi32>, vector<2xi8>, vector<2xf32>) {
  %v = arith.constant dense<[-1, 2]> : vector<2xi8>
  %0 = arith.extui %v : vector<2xi8> to vector<2xi32>
  %1 = arith.extsi %v : vector<2xi8> to vector<2xi32>
  %w = arith.constant dense<257> : vector<2xi32>
  %2 = arith.trunci %w : vector<2xi32> to vector<2xi8>
  %3 = arith.sitofp %v : vector<2xi8> to vector<2xf32>
  return %0, %1, %2, %3 : vector<2xi32>, vector<2xi32>, vector<2xi8>, vector<2xf32>
}

// -----

func.func @float_casts() -> (f64, f16, f32, f16, f32, bf16, f64) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %b = arith.constant 0.5 : f32
  %1 = arith.truncf %b : f32 to f16
  %c = arith.constant 0.1 : f64
  %2 = arith.truncf %c : f64 to f32
  %d = arith.constant 1.0e10 : f32
  %3 = arith.truncf %d : f32 to f16
  %inf = arith.constant 0x7FF0000000000000 : f64
  %4 = arith.truncf %inf : f64 to f32
  %e = arith.constant 3.0 : f32
  %5 = arith.truncf %e to_nearest_away : f32 to bf16
  %nan = arith.constant 0x7FC00000 : f32
  %6 = arith.extf %nan : f32 to f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f16, f32, f16, f32, bf16, f64
}

// -----

func.func @float_chains(%x: f16, %y: f32, %z: bf16) -> (f16, f16, f32, f32, f16) {
  %e = arith.extf %x : f16 to f64
  %0 = arith.truncf %e : f64 to f16
  %e2 = arith.extf %y : f32 to f64
  %1 = arith.truncf %e2 : f64 to f16
  %t = arith.truncf %y fastmath<contract> : f32 to f16
  %2 = arith.extf %t fastmath<contract> : f16 to f32
  %3 = arith.extf %t : f16 to f32
  %e3 = arith.extf %z : bf16 to f32
  %4 = arith.truncf %e3 : f32 to f16
  return %0, %1, %2, %3, %4 : f16, f16, f32, f32, f16
}

// -----

func.func @int_float(%x: i32) -> (f32, f32, f32, f64, i32, i32, i8, i8, i8, i8, i64, i1) {
  %m = arith.constant -1 : i32
  %0 = arith.sitofp %m : i32 to f32
  %1 = arith.uitofp %m : i32 to f32
  %big = arith.constant 16777217 : i32
  %2 = arith.sitofp %big : i32 to f32
  %3 = arith.uitofp %big : i32 to f64
  %f = arith.constant -3.75 : f32
  %4 = arith.fptosi %f : f32 to i32
  %5 = arith.fptoui %f : f32 to i32
  %g = arith.constant 255.5 : f32
  %6 = arith.fptoui %g : f32 to i8
  %7 = arith.fptosi %g : f32 to i8
  %h = arith.constant -0.5 : f64
  %8 = arith.fptoui %h : f64 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %9 = arith.fptosi %nan : f32 to i8
  %k = arith.constant 9.2233720368547758E+18 : f64
  %10 = arith.fptosi %k : f64 to i64
  %one = arith.constant 1.0 : f32
  %11 = arith.fptoui %one : f32 to i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f64, i32, i32, i8, i8, i8, i8, i64, i1
}

// -----

func.func @index_casts() -> (index, index, i8, i32, index, vector<2xindex>) {
  %a = arith.constant -1 : i32
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %a : i32 to index
  %i = arith.constant 1000 : index
  %2 = arith.index_cast %i : index to i8
  %j = arith.constant -2 : index
  %3 = arith.index_castui %j : index to i32
  %b = arith.constant true
  %4 = arith.index_castui %b : i1 to index
  %v = arith.constant dense<[-1, 7]> : vector<2xi16>
  %5 = arith.index_cast %v : vector<2xi16> to vector<2xindex>
  return %0, %1, %2, %3, %4, %5 : index, index, i8, i32, index, vector<2xindex>
}

// -----

func.func @bitcasts() -> (f32, i32, i16, vector<2xf32>, f16) {
  %a = arith.constant 1065353216 : i32
  %0 = arith.bitcast %a : i32 to f32
  %f = arith.constant -2.0 : f32
  %1 = arith.bitcast %f : f32 to i32
  %h = arith.constant 0x7E00 : f16
  %2 = arith.bitcast %h : f16 to i16
  %v = arith.constant dense<[0, 1065353216]> : vector<2xi32>
  %3 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %b = arith.constant 0x3C00 : bf16
  %c = arith.bitcast %b : bf16 to i16
  %4 = arith.bitcast %c : i16 to f16
  return %0, %1, %2, %3, %4 : f32, i32, i16, vector<2xf32>, f16
}
