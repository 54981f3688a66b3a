// Opaque dialect types are not valid memref element types.
"foo.a"() : () -> memref<2x!foo.t>
