// No scf.yield is added after another terminator; func.return is then misplaced.
func.func @f(%c: i1) {
  scf.if %c {
    func.return
  }
  return
}
