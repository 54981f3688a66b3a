// memref: get global unknown.
memref.global @g : memref<4xf32>
func.func @f() {
  %a = memref.get_global @h : memref<4xf32>
  return
}
