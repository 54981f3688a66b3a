// SimplifyAffineOp with loop bounds (simplifyMapWithOperands): floordiv/mod of induction
// variables with constant bounds and steps, and min/max merging chains.
func.func @a(%n: index, %m: index, %A: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 16 step 2 {
    affine.for %j = 0 to %n step 8 {
      %0 = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%0)
      %2 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%0)
      %3 = affine.apply affine_map<(d0) -> (d0 mod 2)>(%i)
      %4 = affine.apply affine_map<(d0) -> ((d0 + 1) floordiv 2)>(%i)
      %5 = affine.min affine_map<(d0)[s0] -> (8, s0 - d0)>(%j)[%n]
      %6 = affine.max affine_map<(d0) -> (d0, 20)>(%i)
      %7 = affine.min affine_map<(d0) -> (d0 + 1, 17)>(%i)
      "test.use"(%1, %2, %3, %4, %5, %6, %7) : (index, index, index, index, index, index, index) -> ()
      %v = affine.load %A[%1, %2 + %c8] : memref<?x?xf32>
      affine.store %v, %A[%j floordiv 4, %i ceildiv 2] : memref<?x?xf32>
    }
  }
  return
}

// -----

func.func @b(%n: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%n, %n)
  %1 = affine.max affine_map<()[s0, s1] -> (s0 + s1, s1 + s0, s0 * 2)>()[%n, %n]
  %c1 = arith.constant 1 : index
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%n, %c1]
  return %0, %1, %2 : index, index, index
}

// -----

func.func @c(%n: index, %m: index) -> index {
  %0 = affine.max affine_map<()[s0] -> (s0, 0)>()[%n]
  %1 = affine.max affine_map<()[s0] -> (s0 - 4, 0)>()[%m]
  %2 = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%0, %1]
  %3 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%2, %0]
  return %3 : index
}

// -----

func.func @d(%A: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %1 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%0, %j)
      %v = affine.load %A[%1 * 2 + %0] : memref<?xf32>
      affine.store %v, %A[(%1 mod 4) floordiv 4] : memref<?xf32>
      affine.store %v, %A[(%i + 20) mod 32] : memref<?xf32>
      affine.store %v, %A[(%i * 4 + %j) floordiv 40] : memref<?xf32>
    }
  }
  return
}
