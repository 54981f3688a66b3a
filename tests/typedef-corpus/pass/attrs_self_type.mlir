// Typed attributes (AttributeSelfTypeParameter): the type comes from a trailing `: type`
// (NoneType if there is none, and then nothing is printed); attr_with_type_builder derives
// it from its IntegerAttr parameter when no `: type` is given.
"foo.a"() {a = #test.attr_with_self_type_param, b = #test.attr_with_self_type_param : i32} : () -> ()
"foo.b"() {c = #test.attr_with_self_type_param : !test.smpla, d = #test.attr_with_self_type_param : none} : () -> ()
"foo.c"() {e = #test.attr_self_type_format<5>, f = #test.attr_self_type_format<-5> : tensor<2xf32>} : () -> ()
"foo.d"() {g = #test<attr_with_type_builder 7>, h = #test<attr_with_type_builder 7 : i8>} : () -> ()
"foo.e"() {i = #test<attr_with_type_builder 7 : i8> : i16} : () -> ()
"foo.f"() {j = [#test.attr_self_type_format<1> : i1, #test.attr_with_self_type_param : index]} : () -> ()
