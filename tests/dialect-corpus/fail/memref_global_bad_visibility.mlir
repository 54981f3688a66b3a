// memref: global bad visibility.
memref.global "foo" @g : memref<4xf32>
