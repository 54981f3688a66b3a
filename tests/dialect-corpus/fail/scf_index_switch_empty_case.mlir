// An empty case region has no block at all (no implicit terminator is added to cases).
func.func @f(%i: index, %x: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
  }
  default {
    scf.yield %x : i32
  }
  return
}
