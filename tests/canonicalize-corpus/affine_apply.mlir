// affine.apply folds and SimplifyAffineOp: bare dims/symbols, constants, poison, composition
// of chains, constant promotion, dim-to-symbol promotion, operand deduplication.
func.func @fold_dim_sym(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  return %0, %1 : index, index
}

// -----

func.func @fold_const() -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c0 = arith.constant 0 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>(%c3)[%c7]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 mod s1)>()[%c7, %c0]
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%c7, %c0]
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv -2)>(%c7)
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @chain(%n: index) {
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)
    %2 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>(%1)[%n]
    "test.use"(%2) : (index) -> ()
  }
  return
}

// -----

func.func @promote(%a: index, %b: index) -> (index, index, index) {
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  %1 = affine.apply affine_map<(d0)[s0, s1] -> (d0 + s0 * s1)>(%a)[%c5, %b]
  %2 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 + s0)>(%a, %a)[%a]
  return %0, %1, %2 : index, index, index
}

// -----

func.func @dedupe_dims(%n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %0 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 3 + d2)>(%i, %j, %i)
      %1 = affine.apply affine_map<(d0, d1) -> (d1)>(%i, %j)
      %2 = affine.apply affine_map<(d0, d1) -> (d0 * 2)>(%j, %i)
      "test.use"(%0, %1, %2) : (index, index, index) -> ()
    }
  }
  return
}

// -----

func.func @compose_symbols(%n: index, %m: index) {
  %s = affine.apply affine_map<()[s0, s1] -> (s0 * 3 + s1)>()[%n, %m]
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 mod 4)>(%i)[%s]
    %1 = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%0, %i)
    "test.use"(%0, %1) : (index, index) -> ()
  }
  return
}

// -----

func.func @loop_bounds() {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 step 4 {
      %0 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
      %1 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      %2 = affine.apply affine_map<(d0, d1) -> ((d1 + d0 * 16) floordiv 16)>(%i, %j)
      %3 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
      %4 = affine.apply affine_map<(d0, d1) -> ((d1 + d0) mod 4)>(%i, %j)
      %5 = affine.apply affine_map<(d0) -> ((d0 + 3) ceildiv 4)>(%j)
      %6 = affine.apply affine_map<(d0) -> ((d0 * 2) floordiv 16)>(%i)
      "test.use"(%0, %1, %2, %3, %4, %5, %6) : (index, index, index, index, index, index, index) -> ()
    }
  }
  return
}
