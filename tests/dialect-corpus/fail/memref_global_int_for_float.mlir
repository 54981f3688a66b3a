// memref: global int for float.
memref.global @g : memref<4xf32> = dense<1> 
