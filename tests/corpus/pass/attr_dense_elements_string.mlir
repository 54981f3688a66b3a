// Dense string elements (any element type; the strings are raw bytes).
"foo.strs"() {a = dense<["a", "bc", ""]> : tensor<3x!foo.string>, b = dense<"splat"> : tensor<4x!foo.string>} : () -> ()
"foo.escapes"() {a = dense<["q\"", "nl\n", "\ff"]> : tensor<3x!foo.string>} : () -> ()
"foo.uniform"() {a = dense<["x", "x"]> : tensor<2x!foo.string>} : () -> ()
"foo.nested"() {a = dense<[["a", "b"], ["c", "d"]]> : tensor<2x2x!foo.string>} : () -> ()
"foo.typed_elem"() {a = dense<["ab", "cd"]> : tensor<2x!foo.bytes<2>>} : () -> ()
