// memref: get global type.
memref.global @g : memref<4xf32>
func.func @f() {
  %a = memref.get_global @g : memref<5xf32>
  return
}
