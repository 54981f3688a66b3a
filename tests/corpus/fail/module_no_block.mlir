// builtin.module's body region must have exactly one block (an empty region is invalid).
"builtin.module"() ({
}) : () -> ()
