// memref: global value type mismatch.
memref.global @g : memref<4xf32> = dense<1.0> : tensor<4xf64>
