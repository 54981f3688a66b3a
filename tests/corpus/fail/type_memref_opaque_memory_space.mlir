// An opaque (unregistered-dialect) attribute is not a supported memory space.
"foo.a"() : () -> memref<4xf32, #foo.space>
