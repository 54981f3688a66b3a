// memref elements must implement MemRefElementTypeInterface; smpla does not.
"foo.a"() : () -> memref<4x!test.smpla>
