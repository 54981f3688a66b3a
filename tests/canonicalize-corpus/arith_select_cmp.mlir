// select, cmpi and cmpf folds and patterns.
func.func @select_folds(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %f, %a, %b : i32
  %3 = arith.select %c, %t, %f : i1
  %4 = arith.select %c, %f, %t : i1
  return %0, %1, %2, %3, %4 : i32, i32, i32, i1, i1
}

// -----

func.func @select_cmp(%a: i32, %b: i32) -> (i32, i32, i32) {
  %eq = arith.cmpi eq, %a, %b : i32
  %0 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %1 = arith.select %ne, %a, %b : i32
  %2 = arith.select %ne, %b, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @select_patterns(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i32, i64, i64) {
  %s1 = arith.select %c, %a, %b : i32
  %0 = arith.select %c, %s1, %e : i32
  %s2 = arith.select %c, %b, %e : i32
  %1 = arith.select %c, %a, %s2 : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %2 = arith.select %n, %a, %b : i32
  %s3 = arith.select %d, %a, %b : i32
  %3 = arith.select %c, %s3, %e : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %4 = arith.select %c, %one, %zero : i64
  %5 = arith.select %d, %zero, %one : i64
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i64, i64
}

// -----

func.func @select_vectors(%m: vector<3xi1>, %a: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %y = arith.constant dense<7> : vector<3xi32>
  %0 = arith.select %c, %x, %y : vector<3xi1>, vector<3xi32>
  %t = arith.constant dense<true> : vector<3xi1>
  %1 = arith.select %t, %a, %y : vector<3xi1>, vector<3xi32>
  %2 = arith.select %m, %x, %y : vector<3xi1>, vector<3xi32>
  return %0, %1, %2 : vector<3xi32>, vector<3xi32>, vector<3xi32>
}

// -----

func.func @cmpi_folds(%x: i32, %b: i1, %v: vector<4xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi slt, %x, %x : i32
  %2 = arith.cmpi uge, %x, %x : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant -7 : i32
  %3 = arith.cmpi slt, %c5, %c7 : i32
  %4 = arith.cmpi ult, %c5, %c7 : i32
  %5 = arith.cmpi sgt, %c5, %x : i32
  %f = arith.constant false
  %t = arith.constant true
  %6 = arith.cmpi ne, %b, %f : i1
  %7 = arith.cmpi eq, %b, %t : i1
  %8 = arith.cmpi ne, %x, %c5 : i32
  %9 = arith.cmpi sle, %v, %v : vector<4xi32>
  %e = arith.extui %b : i1 to i32
  %c0 = arith.constant 0 : i32
  %10 = arith.cmpi ne, %e, %c0 : i32
  %s = arith.extsi %b : i1 to i64
  %c0l = arith.constant 0 : i64
  %11 = arith.cmpi ne, %c0l, %s : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>, i1, i1
}

// -----

func.func @cmpi_vectors() -> (vector<3xi1>, vector<3xi1>) {
  %a = arith.constant dense<[1, 5, -3]> : vector<3xi8>
  %b = arith.constant dense<[2, 5, 3]> : vector<3xi8>
  %0 = arith.cmpi slt, %a, %b : vector<3xi8>
  %1 = arith.cmpi ule, %a, %b : vector<3xi8>
  return %0, %1 : vector<3xi1>, vector<3xi1>
}

// -----

func.func @cmpi_patterns(%a: i8, %b: i8, %c: i16, %x: i32, %y: i32) -> (i1, i1, i1, i1, i1) {
  %ea = arith.extsi %a : i8 to i32
  %eb = arith.extsi %b : i8 to i32
  %0 = arith.cmpi eq, %ea, %eb : i32
  %1 = arith.cmpi slt, %ea, %eb : i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %2 = arith.cmpi ne, %ua, %ub : i32
  %uc = arith.extui %c : i16 to i32
  %3 = arith.cmpi eq, %ua, %uc : i32
  %cmp = arith.cmpi sge, %x, %y : i32
  %t = arith.constant true
  %4 = arith.xori %cmp, %t : i1
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @cmpf_folds(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %a : f32
  %2 = arith.cmpf uno, %a, %nan : f32
  %3 = arith.cmpf ord, %x, %nan : f32
  %4 = arith.cmpf ult, %nan, %x : f32
  %5 = arith.cmpf oeq, %x, %x : f32
  %6 = arith.cmpf true, %x, %a : f32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpf_int(%i: i32, %u: i8, %w: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %i : i32 to f64
  %c = arith.constant 4.0 : f64
  %0 = arith.cmpf olt, %f, %c : f64
  %h = arith.constant 4.5 : f64
  %1 = arith.cmpf oeq, %f, %h : f64
  %2 = arith.cmpf ult, %f, %h : f64
  %n = arith.constant -4.5 : f64
  %3 = arith.cmpf oge, %f, %n : f64
  %big = arith.constant 1.0e20 : f64
  %4 = arith.cmpf olt, %f, %big : f64
  %uf = arith.uitofp %u : i8 to f32
  %m = arith.constant -1.0 : f32
  %5 = arith.cmpf ogt, %uf, %m : f32
  %k = arith.constant 300.0 : f32
  %6 = arith.cmpf ule, %uf, %k : f32
  %7 = arith.cmpf ord, %uf, %k : f32
  %wf = arith.sitofp %w : i64 to f32
  %l = arith.constant 16777217.0 : f32
  %8 = arith.cmpf oeq, %wf, %l : f32
  %z = arith.constant 0.0 : f32
  %9 = arith.cmpf one, %uf, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
