// ARGS:
// An op of the registered arith dialect that arith does not define, in generic form and
// without --allow-unregistered-dialect: parsed, then rejected by the verifier.
"arith.nope"() : () -> ()
