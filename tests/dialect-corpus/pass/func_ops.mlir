// Every op of the func dialect and every optional piece of func.func's custom form:
// visibility keywords, external declarations with argument/result attributes, named
// arguments with attributes, single/multiple/function-typed results, the attribute
// dictionary (with no_inline), func.call with and without results and attributes,
// func.constant (result named %f), func.call_indirect and func.return.
func.func private @ext(i32, i64 {foo.a = 1 : i64}) -> (f32 {foo.r}, i1)
func.func nested @nest() attributes {foo.x = 3 : i64}
func.func private @fnres(i32) -> ((i32) -> i32)
func.func private @one_attr_res() -> (i8 {foo.only})
func.func public @pub(%a: i32 {foo.b}, %b: i32) -> i32 attributes {foo.y} {
  return %a : i32
}
func.func @noinl() attributes {foo.z, no_inline} {
  func.return
}
func.func @calls(%x: i32, %y: i64) -> (i32, f32) {
  %f = func.constant @pub : (i32, i32) -> i32
  %c = constant @ext : (i32, i64) -> (f32, i1)
  %r = call @pub(%x, %x) : (i32, i32) -> i32
  %r2:2 = func.call @ext(%x, %y) {foo.q} : (i32, i64) -> (f32, i1)
  %r3 = call_indirect %f(%x, %x) : (i32, i32) -> i32
  %r4:2 = func.call_indirect %c(%x, %y) {foo.i} : (i32, i64) -> (f32, i1)
  call @noinl() {no_inline} : () -> ()
  %g = func.call @fnres(%r3) : (i32) -> ((i32) -> i32)
  %h = func.call_indirect %g(%r) : (i32) -> i32
  return %h, %r2#0 : i32, f32
}
func.func @multi_block(%c: i1) -> i32 {
  "foo.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "foo.val"() : () -> i32
  return %0 : i32
^bb2:
  %1 = "foo.val"() : () -> i32
  func.return %1 : i32
}
func.func @"quoted name"(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}
"foo.region"() ({
  func.func @inner() {
    return
  }
}) : () -> ()
