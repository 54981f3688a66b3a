// cf.switch canonicalizations.
func.func @only_default(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}

// -----

func.func @cases_like_default(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    42: ^bb1(%x : i32),
    43: ^bb2,
    44: ^bb1(%y : i32)
  ]
^bb1(%a: i32):
  "test.use"(%a) : (i32) -> ()
  return
^bb2:
  "test.other"() : () -> ()
  return
}

// -----

func.func @const_flag(%x: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}

// -----

func.func @const_flag_default() {
  %c = arith.constant 7 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2:
  "test.b"() : () -> ()
  return
}

// -----

func.func @pass_through(%f: i32, %x: i32, %y: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2(%y : i32),
    2: ^bb3
  ]
^bb1:
  cf.br ^bb4(%x : i32)
^bb2(%a: i32):
  cf.br ^bb4(%a : i32)
^bb3:
  "test.c"() : () -> ()
  return
^bb4(%b: i32):
  "test.use"(%b) : (i32) -> ()
  return
}

// -----

func.func @nested_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5,
    44: ^bb6
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb3:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb4:
  "test.d"() : () -> ()
  return
^bb5:
  "test.e"() : () -> ()
  return
^bb6:
  "test.f"() : () -> ()
  return
}
