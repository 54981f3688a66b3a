// Every op of the cf dialect and every optional piece of their forms: cf.assert with an
// escaped message and attributes, cf.br with and without operands, cf.cond_br with weights
// and operands on either side, cf.switch with operands, negative case values (printed as
// unsigned numbers of the flag's width), attributes, no cases at all, and a splat.
func.func @f(%c: i1, %x: i32, %y: i64, %s: i8) -> i32 {
  cf.assert %c, "must hold \"q\"\n"
  cf.assert %c, "x" {foo.z}
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2(%x : i32), ^bb3
^bb2(%a: i32):
  cf.cond_br %c weights([3, 5]), ^bb3, ^bb4(%x, %y : i32, i64) {foo.w}
^bb3:
  cf.switch %x : i32, [
    default: ^bb2(%x : i32),
    42: ^bb3,
    -1: ^bb4(%x, %y : i32, i64),
    2147483647: ^bb5
  ] {foo.s}
^bb4(%p: i32, %q: i64):
  cf.switch %s : i8, [default: ^bb5]
^bb5:
  cf.switch %y : i64, [
    default: ^bb6,
    -5: ^bb6
  ]
^bb6:
  cf.switch %s : i8, [
    default: ^bb7(%s : i8),
    1: ^bb7(%s : i8),
    1: ^bb8
  ]
^bb7(%t: i8):
  cf.br ^bb8 {foo.b}
^bb8:
  cf.cond_br %c, ^bb9, ^bb9
^bb9:
  return %x : i32
}
