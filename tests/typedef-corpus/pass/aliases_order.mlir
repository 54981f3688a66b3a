// How dialect aliases mix with the printer's own (#map, !tuple for > 16 elements) and with
// each other: ordered by nesting depth, types before attributes, then by name.
!r = !test.test_rec_alias<zzz, !test.int<unsigned, 8>>
"foo.a"() {m = affine_map<(d0) -> (d0)>, s = "alias_test:tensor_encoding"} : () -> (!r, tuple<!test.smpla>)
"foo.b"() : () -> !test.test_rec_alias<aaa, tuple<!test.int<u, 8>, !test.test_rec_alias<zzz, !test.int<u, 8>>>>
"foo.c"() : () -> memref<4xi32, affine_map<(d0) -> (d0 + 1)>, "alias_test:trailing_digit">
"foo.d"() : () -> tuple<!test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla, !test.smpla>
"foo.e"() : () -> tuple<i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32>
