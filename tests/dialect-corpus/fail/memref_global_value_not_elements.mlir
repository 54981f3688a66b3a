// memref: global value not elements.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = 3}> : () -> ()
