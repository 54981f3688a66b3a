// ARGS: --allow-unregistered-dialect --mlir-use-nameloc-as-prefix
// With --mlir-use-nameloc-as-prefix, name locations become SSA names (uniqued with _N).
%a = "foo.a"() : () -> i32 loc("foo")
%b = "foo.a"() : () -> i32 loc("foo")
%c = "foo.a"() : () -> i32 loc("foo_1")
%d = "foo.a"() : () -> i32 loc("x y")
%e = "foo.a"() : () -> i32 loc("7")
%f:2 = "foo.a"() : () -> (i32, i32) loc("pair")
"foo.r"() ({
^bb0(%g: i32 loc("argname")):
  %h = "foo.a"() : () -> i32 loc("foo")
}) : () -> ()
