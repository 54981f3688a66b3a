// ARGS: --allow-unregistered-dialect --symbol-dce
module {
  func.func private @a() { return }
  func.func @pub() {
    "foo.region"() ({
      "foo.op"() {x = @a} : () -> ()
    }) : () -> ()
    return
  }
}
