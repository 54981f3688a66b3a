// ARGS:
// Without --allow-unregistered-dialect too: an unknown op of the registered builtin dialect
// parses, and the verifier rejects it.
"builtin.tuple"() : () -> ()
