// Type attributes: any type can be used as an attribute value.
"foo.types"() {a = i32, b = f64, c = index, d = none, e = tuple<>, f = complex<f32>} : () -> ()
"foo.shaped"() {a = tensor<4x?xf32>, b = memref<*xi8>, c = vector<[4]xi1>, d = tensor<*xf16>} : () -> ()
"foo.fn"() {a = () -> (), b = (i32, i64) -> f32, c = (i1) -> (i1, i1)} : () -> ()
"foo.opaque"() {a = !foo.t, b = !foo<"x">} : () -> ()
"foo.in_array"() {a = [i8, [f16], !foo.q]} : () -> ()
