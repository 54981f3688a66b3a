// affine.for whose body is only its affine.yield (AffineForEmptyLoopFolder): iteration
// arguments yielded in place give the initial values; values from outside and swapped
// arguments only fold with a known trip count (swaps with at most one iteration); empty
// loops without results are erased as dead.
func.func @in_place(%x: f32, %y: f32, %n: index) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %a, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @outside_unknown(%x: f32, %y: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @outside_known(%x: f32, %y: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 8 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %y, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @swap_unknown(%x: f32, %y: f32, %n: index) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @swap_one(%x: f32, %y: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 3 to 4 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @swap_two(%x: f32, %y: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 2 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @duplicate(%x: f32, %y: f32) -> (f32, f32) {
  %r:2 = affine.for %i = 0 to 5 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    affine.yield %a, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @no_results(%n: index) {
  affine.for %i = 0 to %n {
  }
  affine.for %i = 0 to %n step 4 {
    affine.for %j = 0 to 10 {
    }
  }
  return
}
// -----
func.func @becomes_empty(%x: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1.0 : f32
    %unused = arith.addf %c, %c : f32
    affine.yield %a : f32
  }
  return %r : f32
}
