// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Every location form. Ops without loc(...) get this file's line:column.
"foo.implicit"() : () -> ()
"foo.unknown"() : () -> () loc(unknown)
"foo.file"() : () -> () loc("a.c":1:2)
"foo.file_range"() : () -> () loc("a.c":1:2 to 3:4)
"foo.file_same_line"() : () -> () loc("a.c":1:2 to :9)
"foo.file_line_only"() : () -> () loc("a.c":7)
"foo.file_escaped"() : () -> () loc("dir/with \"quote\".c":10:20)
"foo.name"() : () -> () loc("myname")
"foo.name_child"() : () -> () loc("outer"("inner.c":5:6))
"foo.callsite"() : () -> () loc(callsite("callee.c":1:1 at "caller.c":2:2))
"foo.callsite_nested"() : () -> () loc(callsite(callsite("a":1:1 at "b":2:2) at "c":3:3))
"foo.fused"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"foo.fused_meta"() : () -> () loc(fused<"meta">["a.c":1:1, "b.c":2:2])
"foo.fused_meta_attr"() : () -> () loc(fused<{k = 1 : i32}>["x":1:1, unknown])
"foo.nested"() : () -> () loc(fused["n"(callsite("f":1:1 at "g":2:2)), "m"])
%0 = "foo.result"() : () -> i32 loc("r.c":4:4)
"foo.region"() ({
^bb0(%arg0: i32 loc("arg.c":1:1), %arg1: f32):
  "foo.inner"(%arg0) : (i32) -> () loc("in.c":9:9)
}) : () -> () loc("region.c":8:8)
