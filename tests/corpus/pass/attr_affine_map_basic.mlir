// Affine maps as attributes: dims, symbols, constants, empty maps, identity.
"foo.empty"() {a = affine_map<() -> ()>, b = affine_map<() -> (0)>, c = affine_map<()[s0] -> ()>} : () -> ()
"foo.identity"() {a = affine_map<(d0) -> (d0)>, b = affine_map<(d0, d1, d2) -> (d0, d1, d2)>} : () -> ()
"foo.permute"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_map<(i, j, k) -> (k, i)>} : () -> ()
"foo.symbols"() {a = affine_map<(d0)[s0] -> (d0 + s0)>, b = affine_map<()[s0, s1] -> (s1, s0)>} : () -> ()
"foo.constants"() {a = affine_map<(d0) -> (42)>, b = affine_map<(d0) -> (-1, 0, d0)>} : () -> ()
"foo.unused_dims"() {a = affine_map<(d0, d1, d2)[s0, s1] -> (d1)>} : () -> ()
"foo.named"() {a = affine_map<(x, y)[n] -> (x + n, y)>} : () -> ()
"foo.in_array"() {a = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 * 2)>]} : () -> ()
