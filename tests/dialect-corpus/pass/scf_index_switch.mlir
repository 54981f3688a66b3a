// scf.index_switch with and without results and cases, negative and extreme case values,
// attributes, and case regions that end with a bare scf.yield (printed) while the default
// region's bare yield is implicit.
func.func @f(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 9223372036854775807 {
    scf.yield %b : i32
  }
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  case -9223372036854775808 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i {foo.s = 1 : i64}
  case 0 {
    "foo.zero"() : () -> ()
    scf.yield
  }
  default {
    "foo.other"() : () -> ()
  }
  %p:2 = scf.index_switch %i -> i32, i32
  case 1 {
    scf.yield %a, %b : i32, i32
  }
  default {
    scf.yield %b, %a : i32, i32
  }
  return %r : i32
}
