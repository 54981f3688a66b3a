// memref: alloca missing size.
func.func @f(%n: index) {
  %a = memref.alloca() : memref<?xf32>
  return
}
