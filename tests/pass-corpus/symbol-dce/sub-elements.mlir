// ARGS: --allow-unregistered-dialect --symbol-dce --split-input-file
module {
  func.func private @f() { return }
  func.func private @g() { return }
  func.func private @h() { return }
  "foo.op"() {x = distinct[0]<@f>, y = #foo.bar<@g>, z = tensor<1xf32, @h>} : () -> ()
}

// -----

module {
  func.func private @a() { return }
  func.func private @b() { return }
  func.func private @c() { return }
  func.func private @d() { return }
  func.func private @e() { return }
  "foo.op"() {
    p = dense<1> : tensor<1xi32, @a>,
    q = memref<2xf32, strided<[1]>, 3 : i32>,
    r = (tensor<1xf32, {k = [@c]}>) -> (),
    s = "str" : tuple<tensor<2xi8, @d>>
  } : () -> ()
  "foo.op"() {t = @e} : () -> ()
}
