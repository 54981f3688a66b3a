// ARGS: --allow-unregistered-dialect
// func.return: its parent (HasParent) is checked before its place in the block (Terminator).
"foo.region"() ({
  "func.return"() : () -> ()
  "foo.x"() : () -> ()
}) : () -> ()
