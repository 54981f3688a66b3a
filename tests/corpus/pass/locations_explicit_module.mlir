// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// An explicit top-level module keeps its own location; ops default to line:column.
module {
  "foo.a"() : () -> ()
    "foo.b"() : () -> () loc("b.c":1:1)
} loc(callsite("m.c":1:1 at "n.c":2:2))
