// Division and remainder folds: constants, x/1, (a*b)/b with overflow flags, and no fold
// on division by zero or signed overflow.
func.func @divui(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %0 = arith.divui %x, %c1 : i32
  %1 = arith.divui %a, %b : i32
  %2 = arith.divui %a, %c0 : i32
  %m = arith.muli %x, %y overflow<nuw> : i32
  %3 = arith.divui %m, %y : i32
  %m2 = arith.muli %x, %y overflow<nsw> : i32
  %4 = arith.divui %m2, %y : i32
  %5 = arith.divui %m, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

func.func @divsi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i8) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %0 = arith.divsi %x, %c1 : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.divsi %a, %c0 : i32
  %m = arith.muli %x, %y overflow<nsw> : i32
  %3 = arith.divsi %m, %y : i32
  %4 = arith.divsi %m, %x exact : i32
  %min = arith.constant -128 : i8
  %neg1 = arith.constant -1 : i8
  %5 = arith.divsi %min, %neg1 : i8
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i8
}

// -----

func.func @div_vectors() -> (vector<3xi32>, vector<3xi32>, vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[7, -7, 9]> : vector<3xi32>
  %b = arith.constant dense<[2, 2, -4]> : vector<3xi32>
  %0 = arith.divsi %a, %b : vector<3xi32>
  %1 = arith.divui %a, %b : vector<3xi32>
  %c = arith.constant dense<[4, 8]> : vector<2xi32>
  %d = arith.constant dense<[2, 0]> : vector<2xi32>
  %2 = arith.divui %c, %d : vector<2xi32>
  %e = arith.constant dense<2> : vector<2xi32>
  %3 = arith.divsi %c, %e : vector<2xi32>
  return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<2xi32>, vector<2xi32>
}

// -----

func.func @ceildiv(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %p7 = arith.constant 7 : i32
  %n7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %n2 = arith.constant -2 : i32
  %0 = arith.ceildivui %x, %c1 : i32
  %1 = arith.ceildivui %p7, %p2 : i32
  %2 = arith.ceildivui %p7, %c0 : i32
  %3 = arith.ceildivsi %x, %c1 : i32
  %4 = arith.ceildivsi %p7, %p2 : i32
  %5 = arith.ceildivsi %n7, %p2 : i32
  %6 = arith.ceildivsi %p7, %n2 : i32
  %7 = arith.ceildivsi %n7, %n2 : i32
  %8 = arith.ceildivsi %c0, %n2 : i32
  %min = arith.constant -2147483648 : i32
  %9 = arith.ceildivsi %min, %p2 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @floordiv(%x: i32) -> (i32, i32, i32, i32, i32, i8, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %p7 = arith.constant 7 : i32
  %n7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %n2 = arith.constant -2 : i32
  %0 = arith.floordivsi %x, %c1 : i32
  %1 = arith.floordivsi %p7, %p2 : i32
  %2 = arith.floordivsi %n7, %p2 : i32
  %3 = arith.floordivsi %p7, %n2 : i32
  %4 = arith.floordivsi %n7, %n2 : i32
  %min = arith.constant -128 : i8
  %neg1 = arith.constant -1 : i8
  %5 = arith.floordivsi %min, %neg1 : i8
  %6 = arith.floordivsi %p7, %c0 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i8, i32
}

// -----

func.func @rem(%x: i32, %v: vector<2xi16>) -> (i32, i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %n7 = arith.constant -7 : i32
  %p3 = arith.constant 3 : i32
  %0 = arith.remui %x, %c1 : i32
  %1 = arith.remsi %x, %c1 : i32
  %2 = arith.remui %n7, %p3 : i32
  %3 = arith.remsi %n7, %p3 : i32
  %4 = arith.remsi %n7, %c0 : i32
  %5 = arith.remui %n7, %c0 : i32
  %o = arith.constant dense<1> : vector<2xi16>
  %6 = arith.remsi %v, %o : vector<2xi16>
  %a = arith.constant dense<[10, -10]> : vector<2xi16>
  %b = arith.constant dense<[3, 3]> : vector<2xi16>
  %7 = arith.remsi %a, %b : vector<2xi16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>
}
