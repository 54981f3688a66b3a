// affine.min / affine.max: folds and the MLIR 22 patterns (single result to apply, dedupe,
// merge nested, SimplifyAffineOp, result ordering).
func.func @fold(%a: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.min affine_map<(d0) -> (d0 + 2, 10, d0 * 3)>(%c4)
  %1 = affine.max affine_map<(d0) -> (d0 + 2, 10, d0 * 3)>(%c4)
  %2 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1)>(%c4, %a)
  %3 = affine.max affine_map<()[s0] -> (s0)>()[%a]
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @single_and_dedupe(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1, d0)>(%a, %b)
  %2 = affine.max affine_map<(d0, d1) -> (d0 + d1, d0 + d1)>(%a, %b)
  return %0, %1, %2 : index, index, index
}

// -----

func.func @merge(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1 - 2)>(%b, %c)
  %3 = affine.max affine_map<(d0)[s0] -> (d0, s0 * 2)>(%2)[%a]
  return %1, %3 : index, index
}

// -----

func.func @order(%n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
      %1 = affine.max affine_map<(d0, d1)[s0] -> (s0, d1 * 2, d0 - 3, -d0)>(%i, %j)[%n]
      %2 = affine.min affine_map<(d0, d1) -> (d0 floordiv 2, d1)>(%i, %j)
      %3 = affine.min affine_map<(d0) -> (d0 + 1, d0 + 2)>(%i)
      "test.use"(%0, %1, %2, %3) : (index, index, index, index) -> ()
    }
  }
  return
}

// -----

func.func @compose_into_min(%n: index) {
  affine.for %i = 0 to %n step 4 {
    %0 = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    %1 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%0)[%n]
    %2 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%1, %i)
    "test.use"(%1, %2) : (index, index) -> ()
  }
  return
}
