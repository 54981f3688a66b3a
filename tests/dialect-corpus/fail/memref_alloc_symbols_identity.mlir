// memref: alloc symbols identity.
func.func @f(%n: index) {
  %a = memref.alloc()[%n] : memref<4xf32>
  return
}
