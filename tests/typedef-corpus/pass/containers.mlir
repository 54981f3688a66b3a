// Test types and attributes inside builtin containers: tensor elements and encodings,
// memref elements (only types with MemRefElementTypeInterface), layouts and memory spaces,
// tuples, function types, type attributes, arrays and dictionaries, dense arrays of types.
"foo.a"() : () -> (tensor<4x!test.smpla>, tensor<?x2x!test.cmpnd_a<1, i8, []>>, tensor<*x!test.int<s, 4>>)
"foo.b"() : () -> (tensor<4xi32, #test.attr_params<1, 2>>, tensor<2x!test.smpla, #test.iterator_type<parallel>>)
"foo.c"() : () -> (memref<4x!test.memref_element>, memref<2xf32, #test.attr_params<0, 0>>, memref<2xf32, 3 : i32>)
"foo.d"() : () -> (memref<*x!test.memref_element, #test.custom_anchor<1>>, memref<1xi8, strided<[1]>, #test<array_of_ints[7]>>)
"foo.e"() : () -> (tuple<!test.smpla, i32>, tuple<tuple<!test.struct<>>>, (!test.smpla) -> !test.i32)
"foo.f"() {ty = (!test.smpla, i32) -> (), arr = [#test.attr_params<1, 2>, !test.smpla, [#test.custom_anchor<5>]]} : () -> ()
"foo.g"() {dict = {z = #test.iterator_type<reduction>, a = {b = #test.cmpnd_a<0, i1, []>}}} : () -> ()
"foo.h"() <{prop = #test.attr_params<9, 9>, other = [!test.smpla]}> {d = dense<1> : tensor<2x2xi32, #test.attr_params<1, 1>>} : () -> ()
