// Cast-chain canonicalization patterns.
func.func @index_casts(%x: i32, %i: index, %y: i8) -> (i32, index, i32, index, index, index) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %i : index to i16
  %3 = arith.index_castui %2 : i16 to index
  %4 = arith.index_castui %x : i32 to index
  %5 = arith.index_cast %4 : index to i32
  %e = arith.extsi %y : i8 to i32
  %6 = arith.index_cast %e : i32 to index
  %u = arith.extui %y : i8 to i64
  %7 = arith.index_castui %u : i64 to index
  %8 = arith.index_cast %u : i64 to index
  return %1, %3, %5, %6, %7, %8 : i32, index, i32, index, index, index
}

// -----

func.func @bitcasts(%x: f32, %y: i32) -> (f32, f32, i32) {
  %0 = arith.bitcast %x : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.bitcast %y : i32 to f32
  %3 = arith.bitcast %2 : f32 to i32
  %4 = arith.bitcast %3 : i32 to f32
  return %1, %4, %3 : f32, f32, i32
}

// -----

func.func @ext_chains(%x: i8, %v: vector<2xi8>) -> (i64, vector<2xi64>, i64) {
  %0 = arith.extui %x : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extui %v : vector<2xi8> to vector<2xi16>
  %3 = arith.extsi %2 : vector<2xi16> to vector<2xi64>
  %4 = arith.extsi %x : i8 to i32
  %5 = arith.extui %4 : i32 to i64
  return %1, %3, %5 : i64, vector<2xi64>, i64
}

// -----

func.func @trunc_ext(%x: i8, %y: i16) -> (i16, i16, i8, i32) {
  %0 = arith.extsi %x : i8 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.extui %x : i8 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extsi %y : i16 to i32
  %5 = arith.trunci %4 : i32 to i8
  %6 = arith.extui %y : i16 to i64
  %7 = arith.trunci %6 overflow<nuw> : i64 to i32
  return %1, %3, %5, %7 : i16, i16, i8, i32
}

// -----

func.func @trunc_shift(%x: i64, %v: vector<2xi32>) -> (i32, i32, vector<2xi16>) {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %x, %c32 : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %c31 = arith.constant 31 : i64
  %2 = arith.shrsi %x, %c31 : i64
  %3 = arith.trunci %2 : i64 to i32
  %c16 = arith.constant dense<16> : vector<2xi32>
  %4 = arith.shrsi %v, %c16 : vector<2xi32>
  %5 = arith.trunci %4 : vector<2xi32> to vector<2xi16>
  return %1, %3, %5 : i32, i32, vector<2xi16>
}

// -----

func.func @truncf_itofp(%x: i32, %y: i64) -> (f16, f16, bf16) {
  %0 = arith.sitofp %x : i32 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.uitofp %y : i64 to f64
  %3 = arith.truncf %2 fastmath<fast> : f64 to f16
  %4 = arith.truncf %0 downward : f32 to bf16
  return %1, %3, %4 : f16, f16, bf16
}

// -----

func.func @negf_pairs(%x: f32, %y: f32, %z: f64) -> (f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<nnan> : f32
  %1 = arith.divf %nx, %ny : f32
  %2 = arith.mulf %nx, %y : f32
  return %0, %1, %2 : f32, f32, f32
}
