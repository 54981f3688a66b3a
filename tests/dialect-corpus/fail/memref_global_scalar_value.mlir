// memref: global scalar value.
memref.global @g : memref<4xf32> = 3
