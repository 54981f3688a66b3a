// memref: global value type suffix.
memref.global @g : memref<4xf32> = dense<1.0> : tensor<3xf32>
