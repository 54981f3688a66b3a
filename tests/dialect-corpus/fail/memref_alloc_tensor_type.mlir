// memref: alloc tensor type.
func.func @f(%n: index) {
  %a = memref.alloc() : tensor<4xf32>
  return
}
