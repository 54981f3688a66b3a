// memref: global alignment generic.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, alignment = 3}> : () -> ()
