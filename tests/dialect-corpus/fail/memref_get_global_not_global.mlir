// memref: get global not global.
func.func @g() { return }
func.func @f() {
  %a = memref.get_global @g : memref<5xf32>
  return
}
