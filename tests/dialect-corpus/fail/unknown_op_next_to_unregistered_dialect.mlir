// With --allow-unregistered-dialect an op of an unknown dialect is fine; one of a registered
// dialect is not.
"mine.anything"() : () -> ()
"cf.jump"() : () -> ()
