// Case regions get no implicit terminator: this one ends with another op.
func.func @f(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
    "foo.t"() : () -> ()
  }
  default {
    scf.yield %x : i32
  }
  return
}
