// affine.vector_load and affine.vector_store with affine subscripts over SSA ids.
func.func @vec(%A: memref<100x100xf32>, %B: memref<?xi8>, %i: index, %n: index) {
  %1 = affine.vector_load %A[%i + 3, symbol(%n)] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %1, %A[%i, %i + 1] {x} : memref<100x100xf32>, vector<8xf32>
  affine.for %j = 0 to %n {
    %2 = affine.vector_load %B[%j * 4] {nontemporal} : memref<?xi8>, vector<2x[4]xi8>
    affine.vector_store %2, %B[%j * 4 + symbol(%i)] : memref<?xi8>, vector<2x[4]xi8>
  }
  return
}
