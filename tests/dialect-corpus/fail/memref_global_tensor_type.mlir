// memref: global tensor type.
memref.global @g : tensor<4xf32>
