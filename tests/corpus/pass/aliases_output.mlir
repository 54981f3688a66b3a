// Attributes and types the printer gives aliases to in generic form:
// affine maps (#map), integer sets (#set), and some dialect-provided aliases.
"foo.maps"() {a = affine_map<(d0) -> (d0 * 2)>, b = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.sets"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"foo.memref"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
"foo.map_in_array"() {a = [affine_map<(d0, d1) -> (d1)>]} : () -> ()
"foo.noalias"() {i = 1 : i32, s = "str", t = tensor<4xf32>, d = dense<1> : tensor<2xi8>} : () -> ()
"foo.strided"() {l = strided<[2, 1]>} : () -> ()
"foo.long_type"() : () -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17, i18, i19, i20>
"foo.opaque_types"() : () -> (!foo.t, !foo.t, !foo.t)
"foo.big_opaque"() {a = #foo.very_long_attribute<"0123456789012345678901234567890123456789">} : () -> ()
