// memref: load index count.
func.func @f(%n: index, %m: memref<4xf32>) {
  %a = memref.load %m[] : memref<4xf32>
  return
}
