// A single top-level builtin.module in generic form, with a trailing location.
"builtin.module"() ({
^bb0:
  "foo.a"() : () -> ()
}) : () -> () loc("m.mlir":1:1)
