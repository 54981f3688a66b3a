// The default region yields no value when scf.index_switch has no results.
func.func @f(%i: index, %x: i32) {
  scf.index_switch %i
  default {
    scf.yield %x : i32
  }
  return
}
