// ARGS: --pass-pipeline=builtin.module(builtin.module(symbol-dce))
// Run on nested modules: a public one is visible from outside, so its nested symbols stay.
module {
  module @m4 {
    func.func @f() { return }
    func.func nested @g() { return }
    func.func private @h() { return }
  }
  module @m5 attributes {sym_visibility = "private"} {
    func.func @f() { return }
    func.func nested @g() { return }
    func.func private @h() { return }
  }
  func.func private @top() { return }
}
