// Bodies that do not start with `<` print in the opaque dialect form #test<mnemonic ...>:
// attr_ugly (`begin $attr end`), the ArrayOfAttr def array_of_ints ([...]), and
// attr_with_type_builder (format `$attr`, whose printer starts with a space).
"foo.a"() {a = #test<attr_ugly begin 5 : index end>, b = #test<attr_ugly begin "s" end>} : () -> ()
"foo.b"() {c = #test<attr_ugly begin #test<attr_ugly begin unit end> end>} : () -> ()
"foo.c"() {d = #test<array_of_ints[1, 2, -3]>, e = #test<array_of_ints[]>, f = #test<array_of_ints[ 2147483647 ,-2147483648]>} : () -> ()
"foo.d"() {g = #test<attr_with_type_builder -1 : i4>} : () -> ()
