// memref: global value element type.
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<4xf64>}> : () -> ()
