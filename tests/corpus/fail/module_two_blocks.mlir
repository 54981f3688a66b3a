// builtin.module's body must be a single block.
"builtin.module"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
