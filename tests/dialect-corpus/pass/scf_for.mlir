// scf.for in every custom form: index and i32 induction variables (the `: type` suffix),
// `unsigned`, iter_args with one or more values, an empty iter_args list, attributes, nested
// loops, an explicit bare `scf.yield` (left out when printing) and region argument locations.
func.func @f(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %x: f32, %t: tensor<4xf32>) -> f32 {
  scf.for %i = %lb to %ub step %s {
    "foo.use"(%i) : (index) -> ()
  }
  scf.for %i = %lb to %ub step %s {
    scf.yield
  }
  scf.for %i = %a to %b step %a : i32 {
    "foo.use"(%i) : (i32) -> ()
  }
  scf.for unsigned %i = %a to %b step %b : i32 {
  } {foo.tag = "loop"}
  scf.for unsigned %i = %lb to %ub step %s {
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  %p:3 = scf.for %i = %a to %b step %a iter_args(%u = %a, %v = %x, %w = %t) -> (i32, f32, tensor<4xf32>) : i32 {
    %q = arith.addi %u, %i : i32
    scf.yield %q, %v, %w : i32, f32, tensor<4xf32>
  }
  scf.for %i = %lb to %ub step %s iter_args() -> () {
  }
  %nested = scf.for %i = %lb to %ub step %s iter_args(%o = %r) -> (f32) {
    %in = scf.for %j = %i to %ub step %s iter_args(%k = %o) -> (f32) {
      "foo.use"(%i, %j) : (index, index) -> ()
      scf.yield %k : f32
    }
    scf.yield %in : f32
  } {foo.outer}
  scf.for %i = %lb to %ub step %s iter_args(%m loc("m") = %x) -> f32 {
    scf.yield %m : f32
  }
  return %nested : f32
}
