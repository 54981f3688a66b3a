// A successor must be a block of the same region.
"foo.r"() ({
  "foo.br"()[^bb1] : () -> ()
}, {
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()
