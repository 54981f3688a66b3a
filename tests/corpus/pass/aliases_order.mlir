// Alias definitions are grouped: type aliases first, then attribute aliases
// grouped by name; within a name, numbered in order of first use.
"foo.m"() {a = affine_map<(d0) -> (d0 * 3)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"foo.t17"() : () -> tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
"foo.m2"() {a = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"foo.d"() {a = distinct[0]<1>} : () -> ()
"foo.m3"() {a = affine_map<(d0) -> (d0 * 1)>} : () -> ()
"foo.t17"() : () -> tuple<i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9, i9>
