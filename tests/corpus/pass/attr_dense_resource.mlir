// dense_resource attributes refer to blobs in the file-level resource section.
// A blob is a hex string: 4 little-endian bytes of alignment, then the data.
// Only referenced blobs are printed, in order of first use in the output.
"foo.a"() {z = dense_resource<blob_i32> : tensor<3xi32>, a = dense_resource<blob_f32> : tensor<2xf32>} : () -> ()
"foo.b"() {c = dense_resource<blob_i32> : tensor<3xi32>} : () -> ()
"foo.c"() {d = dense_resource<blob_i8> : tensor<1xi8>, e = dense_resource<"quoted key"> : tensor<2xi8>} : () -> ()
"foo.d"() {e = dense_resource<__elided__> : tensor<4xi64>, f = dense_resource<no_such_blob> : tensor<2xi8>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_i8: "0x0100000007",
      blob_i32: "0x04000000010000000200000003000000",
      "quoted key": "0x010000000102",
      blob_f32: "0x040000000000803F00000040",
      not_referenced: "0x0100000001"
    }
  }
#-}
