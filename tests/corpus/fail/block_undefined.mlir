// The successor block does not exist.
"foo.r"() ({
  "foo.br"()[^nowhere] : () -> ()
}) : () -> ()
