// Every region of scf.index_switch yields one value per result (the default region first).
func.func @f(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield
  }
  return
}
