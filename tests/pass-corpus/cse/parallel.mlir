// ARGS: --cse --allow-unregistered-dialect
// scf.parallel with scf.reduce (a terminator with a region), nested loops.
func.func @par(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %c2 = arith.constant 1.0 : f32
    %x = arith.addf %c2, %c : f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c3 = arith.constant 1.0 : f32
      %y = arith.addf %a, %b : f32
      %z = arith.addf %y, %c3 : f32
      scf.reduce.return %z : f32
    }
  }
  %q = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%init) -> f32 {
    %c2 = arith.constant 1.0 : f32
    %x = arith.addf %c2, %c : f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %c3 = arith.constant 1.0 : f32
      %y = arith.addf %a, %b : f32
      %z = arith.addf %y, %c3 : f32
      scf.reduce.return %z : f32
    }
  }
  %w = arith.addf %r, %q : f32
  return %w : f32
}
func.func @forall_like(%n: index) {
  scf.for %i = %n to %n step %n {
    %a = arith.addi %i, %i : index
    scf.for %j = %n to %n step %n {
      %b = arith.addi %i, %i : index
      %d = arith.muli %b, %j : index
      "test.use"(%d) : (index) -> ()
    }
    "test.use"(%a) : (index) -> ()
  }
  return
}
