// ARGS: --allow-unregistered-dialect --symbol-dce
// A flat reference resolves in the table of the op holding it: from inside @m, @p names
// nothing, so the outer @p goes; @m::@q reaches into a public module's private symbol.
module {
  func.func private @p() { return }
  module @m {
    func.func @g() {
      "foo.op"() {r = @p} : () -> ()
      return
    }
    func.func private @q() { return }
  }
  func.func @user() {
    "foo.op"() {r = @m::@q} : () -> ()
    return
  }
  func.func private @r() attributes {self = @r} { return }
}
