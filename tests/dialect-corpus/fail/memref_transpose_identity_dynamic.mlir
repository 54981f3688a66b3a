// memref: an identity transpose of a dynamic memref is not its identity-layout type.
func.func @l(%b: memref<?x?x?xf32>) {
  %2 = memref.transpose %b (i, j, k) -> (i, j, k) : memref<?x?x?xf32> to memref<?x?x?xf32>
  return
}
