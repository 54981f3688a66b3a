// addi/subi/muli reassociation with constants, overflow flags merged or dropped as upstream.
func.func @addi_add(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  return %1 : i32
}

// -----

func.func @addi_chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %c1, %x : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %c1, %1 : i32
  %3 = arith.addi %2, %c1 : i32
  return %3 : i32
}

// -----

func.func @addi_sub(%x: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.subi %x, %c5 overflow<nuw> : i32
  %1 = arith.addi %0, %c7 overflow<nuw> : i32
  %2 = arith.subi %c5, %x : i32
  %3 = arith.addi %2, %c7 : i32
  return %1, %3 : i32, i32
}

// -----

func.func @subi_patterns(%x: index) -> (index, index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = arith.addi %x, %c5 overflow<nsw> : index
  %0 = arith.subi %a, %c7 overflow<nsw> : index
  %1 = arith.subi %c7, %a : index
  %s = arith.subi %x, %c5 : index
  %2 = arith.subi %s, %c7 : index
  %t = arith.subi %c5, %x : index
  %3 = arith.subi %t, %c7 : index
  %4 = arith.subi %c7, %s : index
  %5 = arith.subi %c7, %t : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

func.func @subi_subi(%a: i64, %b: i64) -> i64 {
  %0 = arith.subi %a, %b overflow<nsw> : i64
  %1 = arith.subi %0, %a overflow<nsw> : i64
  return %1 : i64
}

// -----

func.func @muli_muli(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %c5 = arith.constant -5 : i16
  %0 = arith.muli %x, %c3 : i16
  %1 = arith.muli %0, %c5 : i16
  return %1 : i16
}

// -----

func.func @mul_neg_one(%x: i32, %y: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %y, %m1 : i32
  %1 = arith.addi %x, %0 : i32
  %2 = arith.muli %x, %m1 : i32
  %3 = arith.addi %2, %y : i32
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %4 = arith.muli %w, %vm1 : vector<2xi32>
  %5 = arith.addi %v, %4 : vector<2xi32>
  return %1, %3, %5 : i32, i32, vector<2xi32>
}

// -----

// Splat constants are not reassociated (the patterns match scalar integer attributes).
func.func @no_splat(%v: vector<4xi32>) -> vector<4xi32> {
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %v, %c1 : vector<4xi32>
  %1 = arith.addi %0, %c2 : vector<4xi32>
  return %1 : vector<4xi32>
}

// -----

// Nested and in loops: constants hoist to the function entry.
func.func @nested(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %a = arith.addi %acc, %c3 : i32
    %b = arith.addi %a, %c4 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
