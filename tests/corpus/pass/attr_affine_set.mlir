// Integer sets: constraints are `expr >= 0` or `expr == 0`.
"foo.simple"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0) : (d0 == 0)>} : () -> ()
"foo.multi"() {a = affine_set<(d0, d1)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 - 2 == 0)>} : () -> ()
"foo.symbols_only"() {a = affine_set<()[s0] : (s0 - 10 >= 0)>} : () -> ()
"foo.rhs_forms"() {a = affine_set<(d0) : (d0 - 3 >= 0)>, b = affine_set<(d0, d1) : (d0 - d1 == 0)>} : () -> ()
"foo.trivial"() {a = affine_set<(d0) : (1 == 0)>, b = affine_set<(d0) : (0 >= 0)>, c = affine_set<() : (0 == 0)>} : () -> ()
"foo.ops"() {a = affine_set<(d0, d1) : (d0 floordiv 2 - d1 >= 0, d0 mod 4 == 0, d1 * 3 + 1 >= 0)>} : () -> ()
"foo.sugar"() {a = affine_set<(d0) : (d0 >= 3)>, b = affine_set<(d0) : (d0 <= 3)>, c = affine_set<(d0) : (d0 == 3)>, d = affine_set<(d0)[s0] : (d0 - s0 <= 0)>} : () -> ()
"foo.empty"() {a = affine_set<(d0) : ()>, b = affine_set<(d0) : (d0 >= 0, d0 >= 0)>} : () -> ()
