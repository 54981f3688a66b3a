// memref: global alignment custom.
memref.global @g : memref<4xf32> {alignment = 3}
