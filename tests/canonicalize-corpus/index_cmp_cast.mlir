// index.cmp and index.casts/castu folds.
func.func @cmp_constants() -> (i1, i1, i1, i1, i1, i1, i1) {
  %a = index.constant -1
  %b = index.constant 1
  %big = index.constant 4294967296
  %z = index.constant 0
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.cmp eq(%a, %a)
  %3 = index.cmp ne(%a, %b)
  %4 = index.cmp eq(%big, %z)
  %5 = index.cmp ugt(%big, %b)
  %6 = index.cmp sge(%b, %a)
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmp_same(%x: index) -> (i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%x, %x)
  %1 = index.cmp ne(%x, %x)
  %2 = index.cmp slt(%x, %x)
  %3 = index.cmp sle(%x, %x)
  %4 = index.cmp ugt(%x, %x)
  %5 = index.cmp uge(%x, %x)
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmp_min_max(%x: index) -> (i1, i1, i1, i1, i1, i1, i1) {
  %c5 = index.constant 5
  %c10 = index.constant 10
  %mx = index.maxs %x, %c10
  %mn = index.mins %x, %c5
  %mu = index.minu %x, %c5
  %xu = index.maxu %x, %c10
  %0 = index.cmp sgt(%mx, %c5)
  %1 = index.cmp slt(%mn, %c10)
  %2 = index.cmp eq(%mx, %c5)
  %3 = index.cmp ult(%mu, %c10)
  %4 = index.cmp ne(%xu, %c5)
  %5 = index.cmp slt(%mx, %c10)
  %6 = index.cmp sge(%mx, %c10)
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmp_sub(%a: index, %b: index) -> (i1, i1, i1) {
  %z = index.constant 0
  %d = index.sub %a, %b
  %0 = index.cmp slt(%d, %z)
  %1 = index.cmp ult(%z, %d)
  %2 = index.cmp eq(%d, %d)
  return %0, %1, %2 : i1, i1, i1
}

// -----

func.func @casts() -> (index, index, i32, i64, i64, i8, i48, i1, index) {
  %m = arith.constant -1 : i32
  %0 = index.casts %m : i32 to index
  %1 = index.castu %m : i32 to index
  %a = index.constant -2
  %2 = index.casts %a : index to i32
  %3 = index.casts %a : index to i64
  %4 = index.castu %a : index to i64
  %5 = index.castu %a : index to i8
  %6 = index.casts %a : index to i48
  %7 = index.casts %a : index to i1
  %w = arith.constant 300 : i128
  %8 = index.castu %w : i128 to index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, i32, i64, i64, i8, i48, i1, index
}

// -----

func.func @casts_no_fold() -> (i64, i64, i48, i64) {
  %big = index.constant 4294967296
  %0 = index.casts %big : index to i64
  %1 = index.castu %big : index to i64
  %2 = index.castu %big : index to i48
  %n = index.constant 2147483648
  %3 = index.casts %n : index to i64
  return %0, %1, %2, %3 : i64, i64, i48, i64
}

// -----

func.func @reassociate(%x: index) -> (index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c6 = index.constant 6
  %a0 = index.add %x, %c1
  %0 = index.add %a0, %c2
  %m0 = index.mul %x, %c2
  %1 = index.mul %m0, %c6
  %s0 = index.maxs %x, %c1
  %2 = index.maxs %s0, %c6
  %n0 = index.minu %x, %c6
  %3 = index.minu %n0, %c2
  %d0 = index.and %x, %c6
  %4 = index.and %d0, %c2
  %o0 = index.or %c1, %x
  %5 = index.or %o0, %c2
  %x0 = index.xor %x, %c6
  %6 = index.xor %x0, %c6
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
