// ARGS: '--canonicalize=enable-patterns={(anonymous namespace)::SimplifyConstCondBranchPred, (anonymous namespace)::CondBranchTruthPropagation}' --split-input-file
// Only two cond_br patterns on: the switch patterns, which MLIR adds as functions without
// a debug name, are off.
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%r: i32):
  return %r : i32
^bb2(%s: i32):
  return %s : i32
}

// -----

func.func @truth(%c: i1) -> (i1, i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = arith.xori %c, %c : i1
  return %c, %t : i1, i1
^bb2:
  return %c, %c : i1, i1
}

// -----

func.func @switch(%a: i32, %x: i32, %y: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  cf.switch %c3 : i32, [
    default: ^bb1(%x : i32),
    3: ^bb2
  ]
^bb1(%r: i32):
  return %r : i32
^bb2:
  cf.br ^bb1(%y : i32)
}
