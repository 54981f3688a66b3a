// Attribute parameters that are attributes of the same dialect print without `#test.`
// (cmpnd_nested's $nested); parameters of kind Attribute/Type print fully qualified.
"foo.a"() {a = #test.cmpnd_nested<nested = <1, i32, [2]>>} : () -> ()
"foo.b"() {b = #test.cmpnd_nested<nested = #test.cmpnd_a<1, i32, [2]>>} : () -> ()
"foo.c"() {c = #test.cmpnd_nested<nested = <0, !test.cmpnd_a<1, i8, []>, []>>} : () -> ()
"foo.d"() {d = #test<attr_ugly begin #test.cmpnd_a<1, i1, [1]> end>} : () -> ()
"foo.e"() {e = #test.attr_with_type<i32, !test.cmpnd_a<1, i1, [1]>>} : () -> ()
