// memref: global type not memref.
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()
