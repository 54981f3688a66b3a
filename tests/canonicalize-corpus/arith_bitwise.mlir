// andi, ori, xori, shifts and integer min/max.
func.func @andi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %m1, %x : i32
  %2 = arith.andi %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %3 = arith.andi %x, %n : i32
  %4 = arith.andi %n, %x : i32
  %a = arith.andi %x, %y : i32
  %5 = arith.andi %x, %a : i32
  %6 = arith.andi %a, %y : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %7 = arith.andi %c12, %c10 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ori(%x: i32, %b: i1) -> (i32, i32, i32, i32, i1, i1, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.ori %x, %c0 : i32
  %1 = arith.ori %m1, %x : i32
  %2 = arith.ori %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %3 = arith.ori %x, %n : i32
  %t = arith.constant true
  %nb = arith.xori %b, %t : i1
  %4 = arith.ori %nb, %b : i1
  %5 = arith.ori %b, %nb : i1
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %6 = arith.ori %c12, %c10 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i1, i1, i32
}

// -----

func.func @xori(%x: i32, %a: i32, %v: vector<2xi8>) -> (i32, i32, i32, i32, i32, i32, i32, vector<2xi8>) {
  %c0 = arith.constant 0 : i32
  %0 = arith.xori %x, %c0 : i32
  %1 = arith.xori %x, %x : i32
  %p = arith.xori %x, %a : i32
  %2 = arith.xori %p, %a : i32
  %q = arith.xori %a, %x : i32
  %3 = arith.xori %q, %a : i32
  %4 = arith.xori %a, %p : i32
  %5 = arith.xori %a, %q : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %6 = arith.xori %c12, %c10 : i32
  %7 = arith.xori %v, %v : vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i32, i32, vector<2xi8>
}

// -----

func.func @vectors() -> (vector<3xi8>, vector<3xi8>, vector<3xi8>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi8>
  %b = arith.constant dense<[3, 3, -1]> : vector<3xi8>
  %0 = arith.andi %a, %b : vector<3xi8>
  %1 = arith.ori %a, %b : vector<3xi8>
  %2 = arith.xori %a, %b : vector<3xi8>
  return %0, %1, %2 : vector<3xi8>, vector<3xi8>, vector<3xi8>
}

// -----

func.func @shifts(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %c32 = arith.constant 32 : i32
  %m = arith.constant -256 : i32
  %0 = arith.shli %x, %c0 : i32
  %1 = arith.shrui %x, %c0 : i32
  %2 = arith.shrsi %x, %c0 : i32
  %3 = arith.shli %m, %c4 : i32
  %4 = arith.shrui %m, %c4 : i32
  %5 = arith.shrsi %m, %c4 : i32
  %6 = arith.shli %m, %c32 : i32
  %7 = arith.shrui %m, %c32 : i32
  %8 = arith.shrsi %m, %c32 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// Out-of-range shift amounts in vectors: upstream only checks the last element.
func.func @shift_vectors() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi8>
  %b = arith.constant dense<[9, 1]> : vector<2xi8>
  %c = arith.constant dense<[1, 9]> : vector<2xi8>
  %0 = arith.shli %a, %b : vector<2xi8>
  %1 = arith.shli %a, %c : vector<2xi8>
  %s = arith.constant dense<3> : vector<2xi8>
  %2 = arith.shrsi %a, %s : vector<2xi8>
  return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// -----

func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %umax = arith.constant -1 : i8
  %zero = arith.constant 0 : i8
  %a = arith.constant 5 : i8
  %b = arith.constant -3 : i8
  %0 = arith.maxsi %x, %x : i8
  %1 = arith.maxsi %x, %max : i8
  %2 = arith.maxsi %x, %min : i8
  %3 = arith.maxsi %a, %b : i8
  %4 = arith.minsi %x, %x : i8
  %5 = arith.minsi %x, %min : i8
  %6 = arith.minsi %x, %max : i8
  %7 = arith.minsi %a, %b : i8
  %8 = arith.maxui %x, %x : i8
  %9 = arith.maxui %x, %umax : i8
  %10 = arith.maxui %x, %zero : i8
  %11 = arith.maxui %a, %b : i8
  %12 = arith.minui %x, %x : i8
  %13 = arith.minui %x, %zero : i8
  %14 = arith.minui %x, %umax : i8
  %15 = arith.minui %a, %b : i8
  %16 = arith.maxsi %max, %x : i8
  %17 = arith.minui %a, %x : i8
  %18 = arith.maxsi %x, %a : i8
  %19 = arith.minsi %b, %x : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
