// SSA numbering across nested and sibling regions; entry-block arguments.
%outer = "foo.def"() : () -> i32
"foo.two_regions"() ({
^bb0(%a: i32, %b: i32):
  %x = "foo.in_first"(%a, %outer) : (i32, i32) -> i32
  "foo.nested"() ({
  ^bb0(%c: f32):
    %y = "foo.deep"(%c, %x, %b) : (f32, i32, i32) -> i32
    "foo.yield"(%y) : (i32) -> ()
  }) : () -> ()
  "foo.yield"(%x) : (i32) -> ()
}, {
^bb0(%d: i64):
  %z = "foo.in_second"(%d) : (i64) -> i64
  "foo.yield"(%z) : (i64) -> ()
}) : () -> ()
%after = "foo.after"() : () -> i32
"foo.third"() ({
  %w = "foo.no_args"() : () -> i32
  "foo.yield"(%w) : (i32) -> ()
}) : () -> ()
%r:2 = "foo.with_results"(%after) ({
^bb0(%e: i32):
  %q = "foo.inner"(%e) : (i32) -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.yield"(%q) : (i32) -> ()
}) : (i32) -> (i32, i32)
"foo.empty_region"() ({
}) : () -> ()
"foo.empty_entry"() ({
^bb0:
}) : () -> ()
"foo.three_empty"() ({}, {}, {}) : () -> ()
