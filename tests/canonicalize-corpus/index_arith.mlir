// index folds: binary ops on constants (folded when the 32-bit and 64-bit results agree),
// identities, division by zero and wide shifts left alone.
func.func @unchecked(%x: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %a = index.constant 7
  %b = index.constant -3
  %big = index.constant 4294967296
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.and %a, %b
  %4 = index.or %a, %b
  %5 = index.xor %a, %b
  %6 = index.shl %a, %b
  %s = index.constant 31
  %7 = index.shl %a, %s
  %8 = index.mul %big, %big
  %9 = index.add %big, %a
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

func.func @identities(%x: index, %y: index) -> (index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %x, %c0
  %1 = index.add %c0, %y
  %2 = index.sub %x, %c0
  %3 = index.sub %c0, %x
  %4 = index.mul %x, %c1
  %5 = index.mul %c0, %y
  %6 = index.sub %x, %x
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

// -----

func.func @division(%x: index) -> (index, index, index, index, index, index, index, index, index) {
  %a = index.constant -7
  %b = index.constant 2
  %m = index.constant -2
  %c0 = index.constant 0
  %0 = index.divs %a, %b
  %1 = index.divu %a, %b
  %2 = index.ceildivs %a, %b
  %3 = index.ceildivu %a, %b
  %4 = index.floordivs %a, %b
  %5 = index.rems %a, %m
  %6 = index.remu %a, %b
  %7 = index.divs %a, %c0
  %8 = index.divs %x, %c0
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// -----

func.func @division_signs() -> (index, index, index, index, index, index, index, index) {
  %p = index.constant 7
  %n = index.constant -7
  %q = index.constant 3
  %r = index.constant -3
  %z = index.constant 0
  %0 = index.ceildivs %p, %q
  %1 = index.ceildivs %n, %r
  %2 = index.ceildivs %p, %r
  %3 = index.floordivs %p, %q
  %4 = index.floordivs %n, %q
  %5 = index.floordivs %p, %r
  %6 = index.ceildivu %z, %q
  %7 = index.floordivs %z, %r
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

// -----

// The 64-bit and 32-bit results differ: no fold.
func.func @checked_no_fold() -> (index, index, index, index, index, index, index) {
  %big = index.constant 4294967296
  %neg = index.constant -1
  %two = index.constant 2
  %c40 = index.constant 40
  %0 = index.divu %neg, %two
  %1 = index.maxs %big, %two
  %2 = index.minu %big, %two
  %3 = index.shru %neg, %two
  %4 = index.shl %two, %c40
  %5 = index.shrs %big, %two
  %6 = index.remu %big, %two
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

// -----

func.func @min_max_shifts() -> (index, index, index, index, index, index, index) {
  %a = index.constant -5
  %b = index.constant 9
  %s = index.constant 2
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  %4 = index.shrs %a, %s
  %5 = index.shru %b, %s
  %6 = index.shl %a, %s
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}
