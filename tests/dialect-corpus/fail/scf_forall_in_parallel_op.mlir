// scf.forall.in_parallel holds only parallel-combining ops (none is bundled).
func.func @f() {
  scf.forall (%i) in (4) {
    scf.forall.in_parallel {
      "foo.t"() : () -> ()
    }
  }
  return
}
