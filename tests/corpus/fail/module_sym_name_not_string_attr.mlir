// A module name that is not a string, in the attribute dictionary of the generic form:
// rejected while parsing.
"builtin.module"() ({
}) {sym_name = 1} : () -> ()
