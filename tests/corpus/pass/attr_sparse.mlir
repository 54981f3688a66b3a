// Sparse elements: sparse<indices, values> : shaped type.
"foo.ints"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
"foo.floats"() {a = sparse<[[0], [3]], [1.5, -0.5]> : tensor<8xf32>} : () -> ()
"foo.splat_values"() {a = sparse<[[0, 1], [2, 3]], 7> : tensor<4x4xi16>} : () -> ()
"foo.empty"() {a = sparse<[], []> : tensor<4xf32>, b = sparse<> : tensor<2x2xi32>} : () -> ()
"foo.vector"() {a = sparse<[[1]], [true]> : vector<4xi1>} : () -> ()
"foo.rank0"() {a = sparse<[[]], [4]> : tensor<i32>} : () -> ()
"foo.strings"() {a = sparse<[[0]], ["s"]> : tensor<2x!foo.string>} : () -> ()
"foo.complex"() {a = sparse<[[1]], [(1, 2)]> : tensor<3xcomplex<i32>>} : () -> ()
