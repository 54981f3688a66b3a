// memref: global dynamic custom.
memref.global @g : memref<?xf32>
