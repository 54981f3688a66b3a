// In a multi-block region of an unregistered op (SSACFG), a use must follow its def.
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.use"(%0) : (i32) -> ()
  %0 = "foo.a"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
