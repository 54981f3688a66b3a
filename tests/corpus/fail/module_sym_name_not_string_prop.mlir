// A module name that is not a string, as a property: rejected by the property conversion.
"builtin.module"() <{sym_name = 1}> ({
}) : () -> ()
