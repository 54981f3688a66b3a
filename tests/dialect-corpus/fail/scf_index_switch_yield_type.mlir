// Every region of scf.index_switch yields the result types.
func.func @f(%i: index, %x: i32, %y: i64) {
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %y : i64
  }
  default {
    scf.yield %x : i32
  }
  return
}
