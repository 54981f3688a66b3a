// An unknown op of the bufferization dialect is an error.
func.func @f() {
  "bufferization.to_memref"() : () -> ()
  return
}
