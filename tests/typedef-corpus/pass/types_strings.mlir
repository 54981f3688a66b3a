// String parameters: StringRefParameter prints with MLIR string escapes; type_with_format's
// `two` has its own printer that wraps the raw bytes in quotes (so only plain text here).
"foo.a"() : () -> !test.optional_params<"plain">
"foo.b"() : () -> !test.optional_params<"tab\09quote\22backslash\\">
"foo.c"() : () -> !test.optional_params<"new\nline">
"foo.d"() : () -> !test.optional_params<"">
"foo.e"() : () -> !test.type_with_format<0, two = "no escapes here", three = "but\22here">
"foo.f"() : () -> !test.optional_struct<b = "caf\C3\A9">
