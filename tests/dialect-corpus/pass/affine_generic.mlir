// affine ops in generic form (printed back in custom form and generic form).
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, index, index, f32) -> (), sym_name = "g"}> ({
  ^bb0(%A: memref<10x10xf32>, %n: index, %m: index, %v: f32):
    %0 = "affine.apply"(%n, %m) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index, index) -> index
    %1 = "affine.min"(%n, %m) <{map = affine_map<(d0)[s0] -> (d0, s0)>}> : (index, index) -> index
    %2 = "affine.max"(%n) <{map = affine_map<(d0) -> (d0, 3)>}> : (index) -> index
    %3 = "affine.for"(%v) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 3 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%i: index, %acc: f32):
      %4 = "affine.load"(%A, %i, %n) <{map = affine_map<(d0)[s0] -> (d0 + 1, s0)>}> : (memref<10x10xf32>, index, index) -> f32
      "affine.yield"(%4) : (f32) -> ()
    }) : (f32) -> f32
    "affine.for"(%n, %m, %m) <{lowerBoundMap = affine_map<(d0)[s0] -> (d0 + s0, 1)>, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = affine_map<(d0) -> (d0, 5)>}> ({
    ^bb0(%i: index):
      "affine.store"(%v, %A, %i, %i, %n) <{map = affine_map<(d0, d1)[s0] -> (d0, d1 * 2 + s0)>}> : (f32, memref<10x10xf32>, index, index, index) -> ()
      "affine.prefetch"(%A, %i) <{isDataCache = false, isWrite = true, localityHint = 1 : i32, map = affine_map<(d0) -> (d0, 0)>}> : (memref<10x10xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) {extra} : (index, index, index) -> ()
    "affine.if"(%n, %m) <{condition = affine_set<(d0)[s0] : (d0 - s0 >= 0)>}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
    %5 = "affine.if"(%n) <{condition = affine_set<(d0) : (d0 == 0)>}> ({
      "affine.yield"(%v) : (f32) -> ()
    }, {
      "affine.yield"(%3) : (f32) -> ()
    }) : (index) -> f32
    %6:2 = "affine.delinearize_index"(%n, %m) <{static_basis = array<i64: -9223372036854775808, 10>}> : (index, index) -> (index, index)
    %7 = "affine.linearize_index"(%6#0, %6#1, %m) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 10>}> : (index, index, index) -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
