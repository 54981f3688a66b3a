// ARGS: --allow-unregistered-dialect --symbol-dce
module {
  func.func private @dead() { return }
  func.func private @live() { return }
  func.func nested @nest() { return }
  func.func @pub() { "foo.op"() {x = [@live, {y = @m::@inner}]} : () -> () 
    "foo.op"() {x = @unknown} : () -> ()
    return }
  module @m attributes {sym_visibility = "private"} {
    func.func @inner() { return }
    func.func private @inner2() { return }
  }
  module @m2 attributes {sym_visibility = "private"} {
    func.func @inner() { return }
  }
  "foo.op"() <{p = @dead2}> : () -> ()
  func.func private @dead2() { return }
}
