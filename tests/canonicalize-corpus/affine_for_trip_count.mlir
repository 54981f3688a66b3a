// affine.for: loops of no iteration fold to their initial values (with results; without,
// an empty one is dead), loops of one iteration and forwarded or unused iteration arguments
// stay, steps and reversed or equal bounds count no iteration.
func.func @zero_trip(%x: f32) -> f32 {
  %r = affine.for %i = 10 to 5 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @equal_bounds(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = affine.for %i = 7 to 7 step 3 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    affine.yield %s, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @zero_trip_no_results(%A: memref<4xf32>, %v: f32) {
  affine.for %i = 3 to 0 {
    affine.store %v, %A[%i] : memref<4xf32>
  }
  return
}
// -----
func.func @one_trip(%A: memref<4xf32>, %v: f32) -> f32 {
  %r = affine.for %i = 0 to 1 iter_args(%a = %v) -> (f32) {
    affine.store %a, %A[%i] : memref<4xf32>
    %b = arith.addf %a, %v : f32
    affine.yield %b : f32
  }
  return %r : f32
}
// -----
func.func @step_past_end(%A: memref<40xf32>, %v: f32) -> f32 {
  %r = affine.for %i = 0 to 10 step 20 iter_args(%a = %v) -> (f32) {
    affine.store %a, %A[%i] : memref<40xf32>
    affine.yield %a : f32
  }
  return %r : f32
}
// -----
func.func @forwarded(%x: f32, %n: index) -> f32 {
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %y = "foo.op"(%b) : (f32) -> f32
    affine.yield %a, %y : f32, f32
  }
  return %r#0 : f32
}
// -----
func.func @nested_zero_trip(%x: f32, %n: index) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    %s = affine.for %j = 5 to 2 iter_args(%b = %a) -> (f32) {
      %c = arith.mulf %b, %b : f32
      affine.yield %c : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
