// memref: alloc symbols map.
func.func @f(%n: index) {
  %a = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>>
  return
}
