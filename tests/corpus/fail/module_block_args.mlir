// The body block of builtin.module cannot have arguments.
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
