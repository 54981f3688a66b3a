// vector elements must implement VectorElementTypeInterface; no test type does.
"foo.a"() : () -> vector<4x!test.memref_element>
