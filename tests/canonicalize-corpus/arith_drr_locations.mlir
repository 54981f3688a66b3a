// ARGS: --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo
// Locations of the ops created by declarative patterns: the fused location of the first
// matched ops (root, then constants and nested ops in upstream's walk order).

func.func @reassoc_rhs(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 : i32 loc("inner")
  %b = arith.addi %a, %c2 : i32 loc("outer")
  return %b : i32
}

// -----

func.func @reassoc_lhs(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a = arith.subi %c1, %x : i32 loc("inner")
  %b = arith.subi %c5, %a : i32 loc("outer")
  %d = arith.addi %a, %c5 : i32 loc("outer2")
  "test.use"(%b, %d) : (i32, i32) -> ()
  return %b : i32
}

// -----

func.func @mul_neg_one(%x: i32, %y: i32) -> (i32, i32) {
  %m = arith.constant -1 : i32 loc("minus_one")
  %a = arith.muli %y, %m : i32 loc("mul")
  %b = arith.addi %x, %a : i32 loc("add")
  %c = arith.muli %x, %m : i32 loc("mul2")
  %d = arith.addi %c, %y : i32 loc("add2")
  return %b, %d : i32, i32
}

// -----

func.func @subi_subi(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32 loc("inner")
  %1 = arith.subi %0, %a : i32 loc("outer")
  return %1 : i32
}

// -----

func.func @xori_cmpi(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true loc("true")
  %0 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %1 = arith.xori %0, %t : i1 loc("not")
  return %1 : i1
}

// -----

func.func @bitwise_ext(%a: i8, %b: i8) -> (i32, i32, i32, i1) {
  %0 = arith.extui %a : i8 to i32 loc("ea")
  %1 = arith.extui %b : i8 to i32 loc("eb")
  %2 = arith.andi %0, %1 : i32 loc("and")
  %3 = arith.extsi %a : i8 to i32 loc("sa")
  %4 = arith.extsi %b : i8 to i32 loc("sb")
  %5 = arith.ori %3, %4 : i32 loc("or")
  %6 = arith.xori %0, %1 : i32 loc("xor")
  %7 = arith.cmpi eq, %3, %4 : i32 loc("cmp")
  return %2, %5, %6, %7 : i32, i32, i32, i1
}

// -----

func.func @selects(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i1, i32) {
  %0 = arith.select %p, %a, %b : i32 loc("inner")
  %1 = arith.select %p, %0, %c : i32 loc("outer")
  %t = arith.constant true loc("true")
  %n = arith.xori %q, %t : i1 loc("not")
  %2 = arith.select %n, %a, %b : i32 loc("sel")
  %3 = arith.select %p, %c, %0 : i32 loc("outer2")
  %f = arith.constant false loc("false")
  %4 = arith.select %q, %f, %t : i1 loc("to_not")
  %one = arith.constant 1 : i32 loc("one")
  %zero = arith.constant 0 : i32 loc("zero")
  %5 = arith.select %q, %zero, %one : i32 loc("to_extui")
  return %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32
}

// -----

func.func @casts(%x: i8, %y: i64, %z: i32, %f: f32) -> (index, i32, i16, i16, f32, i64, i32, f16) {
  %0 = arith.extsi %x : i8 to i32 loc("ext")
  %1 = arith.index_cast %0 : i32 to index loc("cast")
  %2 = arith.extui %x : i8 to i16 loc("zext")
  %3 = arith.extsi %2 : i16 to i32 loc("sext")
  %4 = arith.extsi %x : i8 to i64 loc("ext64")
  %5 = arith.trunci %4 : i64 to i16 loc("trunc")
  %c32 = arith.constant 32 : i64 loc("amount")
  %6 = arith.shrsi %y, %c32 : i64 loc("shr")
  %7 = arith.trunci %6 : i64 to i32 loc("trunc32")
  %8 = arith.bitcast %f : f32 to i32 loc("bc1")
  %9 = arith.bitcast %8 : i32 to f32 loc("bc2")
  %10 = arith.sitofp %z : i32 to f64 loc("itofp")
  %11 = arith.truncf %10 : f64 to f16 loc("truncf")
  %12 = arith.extui %2 : i16 to i64 loc("zext64")
  return %1, %3, %5, %5, %9, %12, %7, %11 : index, i32, i16, i16, f32, i64, i32, f16
}

// -----

func.func @negf(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.negf %a : f32 loc("na")
  %1 = arith.negf %b : f32 loc("nb")
  %2 = arith.mulf %0, %1 fastmath<nnan> : f32 loc("mul")
  %3 = arith.divf %0, %1 : f32 loc("div")
  return %2, %3 : f32, f32
}

// -----

func.func @extended_and_cmpf(%a: i32, %b: i32) -> (i32, i32, i1) {
  %0:2 = arith.addui_extended %a, %b : i32, i1 loc("addx")
  %one = arith.constant 1 : i32 loc("one")
  %1:2 = arith.mulsi_extended %a, %one : i32 loc("mulx")
  %f = arith.sitofp %b : i32 to f32 loc("itofp")
  %c = arith.constant 3.0 : f32 loc("three")
  %2 = arith.cmpf olt, %f, %c : f32 loc("cmpf")
  return %0#0, %1#1, %2 : i32, i32, i1
}

// -----

func.func @fused_and_unknown(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc(unknown)
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.muli %x, %c1 : i32 loc(fused["a", "b"])
  %k = arith.constant 3 : i32 loc(fused["k1", "k2"])
  %m = arith.muli %x, %k : i32 loc(fused["m", "k1"])
  %n = arith.muli %m, %c2 : i32 loc(fused["n", "m"])
  return %n : i32
}
