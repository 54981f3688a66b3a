// ARGS: --allow-unregistered-dialect --split-input-file
// The first chunk is fine; the second one has an error, so mlir-opt exits with 1.
"foo.ok"() : () -> ()
// -----
"foo.bad"(%undefined) : (i32) -> ()
// -----
"foo.also_ok"() : () -> ()
