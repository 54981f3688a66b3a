// Test types in func.func signatures, argument/result attributes and block arguments.
func.func private @decl(!test.smpla, !test.cmpnd_a<1, i32, [2]>) -> !test.int<signed, 4>
func.func @f(%arg0: !test.struct<{a,i32}>, %arg1: !test.optional_params<"s"> {test.attr = #test.attr_params<1, 2>}) -> (!test.smpla {foo.r = #test.iterator_type<parallel>}) {
  %0 = "foo.make"(%arg0, %arg1) : (!test.struct<{a,i32}>, !test.optional_params<"s">) -> !test.smpla
  cf.br ^bb1(%0 : !test.smpla)
^bb1(%1: !test.smpla):
  return %1 : !test.smpla
}
func.func @g() attributes {sig = (!test.smpla) -> !test.i32, info = #test.custom_anchor<1, 1>} {
  return
}
