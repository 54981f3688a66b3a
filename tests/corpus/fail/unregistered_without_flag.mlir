// ARGS:
// Without --allow-unregistered-dialect, unknown dialects are an error.
"foo.a"() : () -> ()
