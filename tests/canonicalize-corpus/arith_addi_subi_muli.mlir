// Constant folding and identities of addi, subi and muli on scalars, splats and dense
// vectors/tensors, and what must stay.
func.func @addi_const() -> (i32, i8, index, i64) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %1 = arith.addi %a, %b : i8
  %i = arith.constant 40 : index
  %j = arith.constant 2 : index
  %2 = arith.addi %i, %j : index
  %m = arith.constant -9223372036854775808 : i64
  %n = arith.constant -1 : i64
  %3 = arith.addi %m, %n overflow<nsw> : i64
  return %0, %1, %2, %3 : i32, i8, index, i64
}

// -----

func.func @addi_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %y : i32
  %s = arith.subi %x, %y : i32
  %2 = arith.addi %s, %y : i32
  %3 = arith.addi %y, %s : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

func.func @addi_vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, tensor<2xi16>, vector<4xi32>) {
  %s1 = arith.constant dense<3> : vector<4xi32>
  %s2 = arith.constant dense<4> : vector<4xi32>
  %0 = arith.addi %s1, %s2 : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %1 = arith.addi %d, %s2 : vector<4xi32>
  %t1 = arith.constant dense<[32767, -5]> : tensor<2xi16>
  %t2 = arith.constant dense<[1, 5]> : tensor<2xi16>
  %2 = arith.addi %t1, %t2 : tensor<2xi16>
  %z = arith.constant dense<0> : vector<4xi32>
  %3 = arith.addi %v, %z : vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, tensor<2xi16>, vector<4xi32>
}

// -----

func.func @subi(%x: i32, %y: i32, %v: vector<2xi8>, %t: tensor<?xi8>) -> (i32, i32, i32, i32, i32, vector<2xi8>, tensor<?xi8>, i32) {
  %0 = arith.subi %x, %x : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.subi %x, %c0 : i32
  %a = arith.addi %x, %y : i32
  %2 = arith.subi %a, %y : i32
  %3 = arith.subi %a, %x : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %4 = arith.subi %c5, %c7 : i32
  %5 = arith.subi %v, %v : vector<2xi8>
  %6 = arith.subi %t, %t : tensor<?xi8>
  %7 = arith.subi %c0, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, vector<2xi8>, tensor<?xi8>, i32
}

// -----

func.func @muli(%x: i32, %v: vector<3xi64>) -> (i32, i32, i32, i32, vector<3xi64>, vector<3xi64>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant -7 : i32
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %2 = arith.muli %c6, %c7 : i32
  %big = arith.constant 1073741824 : i32
  %3 = arith.muli %big, %c6 overflow<nsw, nuw> : i32
  %d = arith.constant dense<[1, -2, 3]> : vector<3xi64>
  %e = arith.constant dense<[4, 5, -6]> : vector<3xi64>
  %4 = arith.muli %d, %e : vector<3xi64>
  %o = arith.constant dense<1> : vector<3xi64>
  %5 = arith.muli %v, %o : vector<3xi64>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, vector<3xi64>, vector<3xi64>
}

// -----

// i1 arithmetic wraps
func.func @i1_arith() -> (i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %t, %t : i1
  %1 = arith.muli %t, %t : i1
  %2 = arith.subi %f, %t : i1
  return %0, %1, %2 : i1, i1, i1
}

// -----

// big integers
func.func @wide() -> (i128, i65) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 1 : i128
  %0 = arith.addi %a, %b : i128
  %c = arith.constant 18446744073709551615 : i65
  %d = arith.constant 3 : i65
  %1 = arith.muli %c, %d : i65
  return %0, %1 : i128, i65
}
