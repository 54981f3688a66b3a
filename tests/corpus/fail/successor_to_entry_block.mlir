// The entry block of a region cannot have predecessors.
"foo.r"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
