// affine.for's fold composes and canonicalizes its bound maps (canonicalizeLoopBounds):
// constants promoted, applies composed, results that never win the max/min dropped.
#map0 = affine_map<(d0)[s0] -> (d0 * s0, d0 + 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
func.func @compose_and_prune(%n: index, %m: memref<100xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 {
    affine.for %j = max #map0(%i)[%c1] to 20 {
      %v = affine.load %m[%j] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
    %a = affine.apply #map1(%i)
    affine.for %k = affine_map<(d0) -> (d0)>(%a) to min affine_map<(d0)[s0] -> (d0 + 3, 50, s0)>(%a)[%n] {
      %v = affine.load %m[%k] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
    affine.for %k = max affine_map<(d0) -> (d0, d0 + 2, 0)>(%i) to min affine_map<(d0) -> (d0 + 20, 100, d0 + 20)>(%i) {
      %v = affine.load %m[%k] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
    affine.for %k = max affine_map<(d0) -> (d0 floordiv 2, 5)>(%i) to min affine_map<(d0)[s0] -> (d0 * 2 + 12, s0)>(%i)[%c4] {
      %v = affine.load %m[%k] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
  }
  return
}

// -----

// Equal bounds: of two results with the same single value the first one stays.
func.func @equal_bounds(%n: index, %m: memref<100xf32>) {
  affine.for %i = 3 to 4 {
    affine.for %j = max affine_map<(d0) -> (d0, 3, d0 * 2 - 3)>(%i) to min affine_map<(d0) -> (d0 + 7, 10, 10)>(%i) {
      %v = affine.load %m[%j] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
    affine.for %j = max affine_map<(d0)[s0] -> (s0, d0, d0)>(%i)[%n] to min affine_map<(d0)[s0] -> (d0 + 1, s0, d0 + 1)>(%i)[%n] {
      %v = affine.load %m[%j] : memref<100xf32>
      affine.store %v, %m[%i] : memref<100xf32>
    }
  }
  return
}

// -----

// Applies feeding both bounds, symbols and repeated operands; a loop with results.
func.func @applies(%n: index, %m: memref<100xf32>, %f: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  %b = affine.apply affine_map<(d0) -> (d0 + 3)>(%c2)
  %r = affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%a, %a) to affine_map<(d0)[s0] -> (d0 + s0)>(%b)[%n] iter_args(%acc = %f) -> (f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to 8 step 3 {
    %c = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    affine.for %j = max affine_map<(d0, d1) -> (d0, d1 + 1)>(%c, %i) to affine_map<(d0) -> (d0 mod 3 + 40)>(%c) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return %r : f32
}

// -----

// Bounds through a loop of constant bounds and step: its largest value is 9 - (9 - 1) % 4.
func.func @loop_ranges() {
  affine.for %i = 1 to 10 step 4 {
    affine.for %j = max affine_map<(d0) -> (d0 - 10, 0, d0 floordiv 16)>(%i) to min affine_map<(d0) -> (d0 + 100, 200, d0 mod 16 + 30)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0 floordiv 3, d0 - 8)>(%i) to min affine_map<(d0) -> (d0 * 2, d0 + 2)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// Only neighbouring repeated results are removed (removeDuplicateExprs).
func.func @repeated_results(%n: index) {
  %c5 = arith.constant 5 : index
  %c60 = arith.constant 60 : index
  affine.for %i = 2 to 7 {
    affine.for %j = max affine_map<(d0) -> (d0 + 1, 5, d0 + 1, d0)>(%i) to min affine_map<(d0) -> (d0 + 50, 60, d0 + 50)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0 + 1, s0, d0 + 1)>(%i)[%c5] to min affine_map<(d0)[s0] -> (d0 + 50, s0, d0 + 50)>(%i)[%c60] {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0, d1) -> (d0 + 1, d1 + 1)>(%i, %i) to min affine_map<(d0, d1) -> (d0 + 50, d1 + 50)>(%i, %i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (s0, s0, d0)>(%i)[%n] to min affine_map<(d0)[s0] -> (3, s0, 3, 3)>(%i)[%n] {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}
