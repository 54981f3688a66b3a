// ARGS: '--canonicalize=disable-patterns={(anonymous namespace)::SimplifyPassThroughCondBranch}' --split-input-file
// Branches through empty blocks stay; the other cf patterns still apply.
func.func @pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%r: i32):
  return %r : i32
}

// -----

func.func @switch(%a: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %a : i32, [
    default: ^bb1(%x : i32),
    3: ^bb1(%x : i32),
    4: ^bb2
  ]
^bb1(%r: i32):
  return %r : i32
^bb2:
  cf.br ^bb1(%y : i32)
}
