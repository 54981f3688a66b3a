// Regions: `regions`, a region variable, a region anchoring an optional group, variadic
// regions (comma-separated, anchoring a group), an implicit terminator, `attr-dict-with-keyword`
// before regions, and a region without terminator after a literal.
test.format_region_a_op {
  "foo.a"() : () -> ()
}
test.format_region_a_op {
} {x}
test.format_region_b_op {
  "foo.b"() : () -> ()
}
test.format_region_c_op region {
  "foo.c"() : () -> ()
}
test.format_region_c_op
test.format_region_c_op {z}
test.format_variadic_region_a_op {
  "foo.d"() : () -> ()
}, {
  "foo.e"() : () -> ()
}
test.format_variadic_region_a_op
test.format_variadic_region_b_op {
  "foo.f"() : () -> ()
} found_regions
test.format_variadic_region_b_op
test.format_implicit_terminator_region_a_op {
}
test.format_implicit_terminator_region_a_op {
  "foo.g"() : () -> ()
}
test.format_implicit_terminator_region_a_op {
  %0 = "foo.h"() : () -> i32
  "test.return"(%0) : (i32) -> ()
}
test.graph_region {
  "foo.i"() : () -> ()
}
test.graph_region attributes {a = 1} {
}
test.isolated_regions {
  "foo.j"() : () -> ()
}, {
^bb0(%arg0: i32):
  "foo.k"(%arg0) : (i32) -> ()
}
test.isolated_regions attributes {b}
test.single_no_terminator_op : {
  "foo.l"() : () -> ()
}
test.single_no_terminator_op {c} : {
}
