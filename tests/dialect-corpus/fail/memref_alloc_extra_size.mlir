// memref: alloc extra size.
func.func @f(%n: index) {
  %a = memref.alloc(%n, %n) : memref<?xf32>
  return
}
