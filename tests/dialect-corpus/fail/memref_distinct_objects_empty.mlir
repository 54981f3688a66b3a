// memref: distinct objects empty.
func.func @f() {
  "memref.distinct_objects"() : () -> ()
  return
}
