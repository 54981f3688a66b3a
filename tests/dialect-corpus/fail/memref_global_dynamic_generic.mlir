// memref: global dynamic generic.
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()
