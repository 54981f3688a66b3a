// addui_extended, mulsi_extended and mului_extended: folds and patterns.
func.func @addui(%x: i32, %y: i32) -> (i32, i1, i32, i1, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0, %1 = arith.addui_extended %x, %c0 : i32, i1
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %2, %3 = arith.addui_extended %a, %b : i32, i1
  %4, %5 = arith.addui_extended %x, %y : i32, i1
  return %0, %1, %2, %3, %4, %x : i32, i1, i32, i1, i32, i32
}

// -----

func.func @addui_vector() -> (vector<2xi8>, vector<2xi1>) {
  %a = arith.constant dense<[200, 10]> : vector<2xi8>
  %b = arith.constant dense<[100, 20]> : vector<2xi8>
  %0, %1 = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  return %0, %1 : vector<2xi8>, vector<2xi1>
}

// -----

func.func @mulsi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0, %1 = arith.mulsi_extended %x, %c0 : i32
  %a = arith.constant -100000 : i32
  %b = arith.constant 300000 : i32
  %2, %3 = arith.mulsi_extended %a, %b : i32
  %c1 = arith.constant 1 : i32
  %4, %5 = arith.mulsi_extended %x, %c1 : i32
  %6, %7 = arith.mulsi_extended %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @mului(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %0, %1 = arith.mului_extended %x, %c0 : i32
  %a = arith.constant -100000 : i32
  %b = arith.constant 300000 : i32
  %2, %3 = arith.mului_extended %a, %b : i32
  %c1 = arith.constant 1 : i32
  %4, %5 = arith.mului_extended %x, %c1 : i32
  %6, %7 = arith.mului_extended %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @mulsi_splat_one(%v: vector<2xi16>) -> (vector<2xi16>, vector<2xi16>) {
  %c1 = arith.constant dense<1> : vector<2xi16>
  %0, %1 = arith.mulsi_extended %v, %c1 : vector<2xi16>
  return %0, %1 : vector<2xi16>, vector<2xi16>
}

// -----

func.func @mulsi_i1(%x: i1) -> (i1, i1) {
  %t = arith.constant true
  %0, %1 = arith.mulsi_extended %x, %t : i1
  return %0, %1 : i1, i1
}
