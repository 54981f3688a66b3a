// Two blocks named ^bb1 in the same region.
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()
