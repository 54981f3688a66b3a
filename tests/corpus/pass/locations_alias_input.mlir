// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Location aliases on input; the printer renumbers them in its own order.
#loc_a = loc("first.c":1:1)
#my_loc = loc("second.c":2:2)
"foo.a"() : () -> () loc(#my_loc)
"foo.b"() : () -> () loc(#loc_a)
"foo.c"() : () -> () loc(callsite(#loc_a at #my_loc))
"foo.d"() : () -> () loc(#my_loc)
