// Without --mlir-print-debuginfo, locations are parsed but not printed.
#l = loc("x.c":1:1)
"foo.a"() : () -> () loc("a.c":1:2)
"foo.b"() : () -> () loc(#l)
"foo.c"() ({
^bb0(%arg0: i32 loc("arg.c":3:3)):
  "foo.d"() : () -> () loc(unknown)
}) : () -> () loc(fused["p":1:1, "q":2:2])
