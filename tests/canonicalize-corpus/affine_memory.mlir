// SimplifyAffineOp on affine.load / store / vector_load / vector_store / prefetch.
func.func @memory(%A: memref<100x100xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to %n {
    %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %1 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
    %v = affine.load %A[%0, %1 floordiv 2] : memref<100x100xf32>
    affine.store %v, %A[%1, %c2] : memref<100x100xf32>
    %w = affine.vector_load %A[%0, %i + %c2] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %w, %A[%i, %1 - %i] : memref<100x100xf32>, vector<8xf32>
    affine.prefetch %A[%0, %1], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %A[%i, %c2], write, locality<1>, instr : memref<100x100xf32>
  }
  return
}

// -----

func.func @symbols_from_dims(%A: memref<?x?xf32>, %a: index, %b: index) -> f32 {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  %v = affine.load %A[%0, %a] : memref<?x?xf32>
  return %v : f32
}
