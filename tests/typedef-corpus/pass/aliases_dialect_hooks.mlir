// Aliases the test dialect asks for: !test_ui8 (int<unsigned, 8>), !test_tuple (non-empty
// tuples of only smpla; the second one gets a number), !testrec (test_rec named type_to_alias),
// !op_asm_type_interface_type (from the type itself); other instances get no alias.
"foo.a"() : () -> (!test.int<unsigned, 8>, !test.int<u, 8>, !test.int<signed, 8>, !test.int<unsigned, 7>)
"foo.b"() : () -> (tuple<!test.smpla>, tuple<!test.smpla, !test.smpla>, tuple<!test.smpla, i32>, tuple<>)
"foo.c"() : () -> (!test.test_rec<type_to_alias, smpla>, !test.test_rec<other, smpla>)
"foo.d"() : () -> (tuple<!test.int<u, 8>>, !test.cmpnd_a<1, !test.int<u, 8>, []>, tensor<2x!test.int<u, 8>>)
"foo.e"() {t = !test.int<unsigned, 8>, u = [tuple<!test.smpla>]} : () -> ()
