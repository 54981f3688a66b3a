// ARGS: --allow-unregistered-dialect
// scf.yield declares Terminator before ParentOneOf, but the parent check is structural: it comes first.
"foo.region"() ({
  "scf.yield"() : () -> ()
  "foo.x"() : () -> ()
}) : () -> ()
