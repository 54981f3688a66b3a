// Where dominance is NOT checked: the module body (graph region), single-block
// regions of unregistered ops, and unreachable blocks of multi-block regions.
"foo.use_top"(%0) : (i32) -> ()
%0 = "foo.def_top"() : () -> i32
"foo.single_block"() ({
  "foo.use"(%1) : (i32) -> ()
  %1 = "foo.def"() : () -> i32
}) : () -> ()
"foo.unreachable"() ({
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.use"(%2) : (i32) -> ()
  %2 = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb2:
  "foo.ret"() : () -> ()
}) : () -> ()
"foo.dominating"() ({
  %3 = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.use"(%3) : (i32) -> ()
}) : () -> ()
