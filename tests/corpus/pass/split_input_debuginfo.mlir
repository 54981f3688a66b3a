// ARGS: --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// Locations keep line numbers of the whole file; a chunk's implicit module is
// located just after the separator that starts it.
"foo.a"() : () -> ()
// -----

"foo.b"() : () -> ()
  // -----
"foo.c"() : () -> ()
