// memref: alloc alignment zero.
func.func @f(%n: index) {
  %a = memref.alloc() {alignment = 0} : memref<4xf32>
  return
}
