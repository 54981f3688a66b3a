// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Block argument locations are printed inline, operation locations as aliases.
"foo.region"() ({
^bb0(%a: i32 loc("a.c":1:1), %b: f32, %c: i1 loc(unknown)):
  "foo.use"(%a, %b, %c) : (i32, f32, i1) -> () loc("use.c":2:2)
^bb1(%d: index loc(fused["x":1:1, "y":2:2])):
  "foo.end"(%d) : (index) -> ()
}) : () -> ()
