// Value and block names from the input are not kept: everything is renumbered.
%foo = "foo.a"() : () -> i32
%foo_1 = "foo.a"() : () -> i32
%arg0 = "foo.named_like_arg"() : () -> i32
%42 = "foo.numeric"() : () -> i32
%_ = "foo.underscore"() : () -> i32
%a.b$c-d = "foo.punct"() : () -> i32
%-x = "foo.leading_dash"() : () -> i32
%$ = "foo.dollar"() : () -> i32
%.dot = "foo.dot"() : () -> i32
"foo.use"(%foo, %foo_1, %arg0, %42, %_, %a.b$c-d, %-x, %$, %.dot) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
"foo.blocks"() ({
^entry_block(%in-put: i32):
  "foo.br"()[^my.block-1] : () -> ()
^my.block-1:
  "foo.br"()[^0] : () -> ()
^0:
  "foo.use"(%in-put) : (i32) -> ()
}) : () -> ()
