// memref: transpose with a map alias (the form takes an inline map only).
#map = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m #map : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return
}
