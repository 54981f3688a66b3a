// ARGS: '--canonicalize=disable-patterns={(anonymous namespace)::RemoveStaticCondition,(anonymous namespace)::SimplifyTrivialLoops}' --split-input-file
// A static scf.if and a one-trip scf.for stay; the other scf patterns still apply.
func.func @static_if(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

func.func @one_trip(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %a) -> i32 {
    %n = arith.addi %acc, %acc : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

func.func @yield_cond(%c: i1) -> i1 {
  %r = scf.if %c -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %f = arith.constant false
    scf.yield %f : i1
  }
  return %r : i1
}
