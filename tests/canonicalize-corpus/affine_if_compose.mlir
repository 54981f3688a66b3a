// affine.if's fold composes the affine.apply producers of its operands into its condition and
// canonicalizes the set with its operands (constants promoted, symbols, repeated operands).
#set = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 * 2 == 0, d0 + d1 - 4 >= 0)>
func.func @f(%n: index, %m: memref<100xf32>) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    affine.if #set(%a, %n)[%c3] {
      "test.use"(%a) : (index) -> ()
    }
    affine.if #set(%i, %i)[%n] {
      "test.use"(%i) : (index) -> ()
    }
    %r = affine.if affine_set<(d0, d1) : (d0 - 7 >= 0, d1 - 2 == 0)>(%c3, %i) -> index {
      affine.yield %c3 : index
    } else {
      affine.yield %i : index
    }
    "test.use"(%r) : (index) -> ()
  }
  return
}

// -----

func.func @constants_and_symbols(%n: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %a = affine.apply affine_map<()[s0] -> (s0 + 5)>()[%n]
  %b = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%c5, %c0)
  affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 1 >= 0)>(%a, %b)[%c0] {
    "test.use"(%a) : (index) -> ()
  }
  affine.if affine_set<(d0)[s0, s1] : (d0 - s0 >= 0, s1 == 0)>(%n)[%n, %n] {
    "test.use"(%n) : (index) -> ()
  }
  affine.if affine_set<() : (0 >= 0)>() {
    "test.use"(%n) : (index) -> ()
  }
  return
}
