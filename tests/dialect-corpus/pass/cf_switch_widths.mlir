// cf.switch case values of several flag widths: truncated to the width when parsed (300 as
// i8), printed as unsigned numbers of the width, saturated for widths above 64 bits.
func.func @f(%a: i8, %b: i1, %c: i3, %d: i128, %e: i64) {
  cf.switch %a : i8, [
    default: ^bb1,
    300: ^bb1,
    -128: ^bb1
  ]
^bb1:
  cf.switch %b : i1, [
    default: ^bb2,
    1: ^bb2,
    0: ^bb2
  ]
^bb2:
  cf.switch %c : i3, [
    default: ^bb3,
    -1: ^bb3,
    3: ^bb3
  ]
^bb3:
  cf.switch %d : i128, [
    default: ^bb4,
    -1: ^bb4,
    9223372036854775807: ^bb4
  ]
^bb4:
  cf.switch %e : i64, [
    default: ^bb5,
    -9223372036854775808: ^bb5,
    0: ^bb5
  ]
^bb5:
  return
}
