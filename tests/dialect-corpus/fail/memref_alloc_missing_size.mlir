// memref: alloc missing size.
func.func @f(%n: index) {
  %a = memref.alloc() : memref<?xf32>
  return
}
