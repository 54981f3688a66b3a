// ARGS: --sccp
func.func @f(%x: f64) -> (f64, i32) {
  %true = arith.constant true
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  cf.cond_br %true, ^bb1(%a : f64), ^bb1(%b : f64)
^bb1(%p: f64):
  %c = arith.constant 3 : i32
  %d = arith.constant 4 : i32
  cf.switch %c : i32, [default: ^bb2(%d : i32), 3: ^bb2(%c : i32), 5: ^bb3]
^bb2(%q: i32):
  return %p, %q : f64, i32
^bb3:
  return %x, %c : f64, i32
}
