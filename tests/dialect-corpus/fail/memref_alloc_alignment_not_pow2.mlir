// memref: alloc alignment not pow2.
func.func @f(%n: index) {
  %a = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}
