// builtin.module must have exactly one region.
"builtin.module"() : () -> ()
