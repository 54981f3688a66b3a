// affine.if on the canonical empty set (1 == 0) is replaced by its else region or erased,
// on the trivially true set (0 == 0) by its then region, results included; other
// conditions that are always false or true stay; a nested if on an induction variable
// keeps its condition.
func.func @always_false() {
  affine.if affine_set<() : (1 == 0)>() {
    "foo.then"() : () -> ()
  }
  return
}
// -----
func.func @always_false_else() {
  affine.if affine_set<() : (1 == 0)>() {
    "foo.then"() : () -> ()
  } else {
    "foo.else"() : () -> ()
  }
  return
}
// -----
func.func @always_true_results(%x: f32, %y: f32) -> f32 {
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    %a = arith.addf %x, %y : f32
    affine.yield %a : f32
  } else {
    affine.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @always_false_results(%x: f32, %y: f32) -> (f32, i32) {
  %r:2 = affine.if affine_set<() : (1 == 0)>() -> (f32, i32) {
    %c = arith.constant 1 : i32
    affine.yield %x, %c : f32, i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %y, %c : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}
// -----
func.func @in_loop(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %v, %A[%i] : memref<10xf32>
    }
    affine.if affine_set<(d0) : (1 == 0)>(%i) {
      affine.store %v, %A[%i] : memref<10xf32>
    } else {
      affine.store %v, %A[%i + 0] : memref<10xf32>
    }
    affine.if affine_set<(d0) : (0 == 0)>(%i) {
      "foo.then"(%i) : (index) -> ()
    }
  }
  return
}
// -----
func.func @other_constants(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 >= 0, 1 == 0)>(%i) {
      affine.store %v, %A[%i] : memref<10xf32>
    }
    affine.if affine_set<(d0) : (d0 >= 0, 0 == 0)>(%i) {
      affine.store %v, %A[%i] : memref<10xf32>
    }
  }
  return
}
