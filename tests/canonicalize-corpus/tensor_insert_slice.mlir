// tensor.insert_slice and tensor.parallel_insert_slice: constant arguments made static (the
// source cast to the canonical type), casts of source and destination folded in, the source
// cast to the static sizes, insertions over insertions, identity and empty insertions.
func.func @const_args(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = tensor.insert_slice %u into %t[%c0, %c2] [%c4, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

func.func @cast_src(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>, %o: index) -> tensor<8x16xf32> {
  %c = tensor.cast %u : tensor<4x4xf32> to tensor<?x4xf32>
  %s = tensor.insert_slice %c into %t[%o, 0] [%o, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

func.func @cast_dest(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>, %o: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %s = tensor.insert_slice %u into %c[%o, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

func.func @src_cast_ins(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>, %o: index) -> tensor<8x16xf32> {
  %c4 = arith.constant 4 : index
  %s = tensor.insert_slice %u into %t[%o, 0] [%c4, %o] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

func.func @ins_ins(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>, %v: tensor<4x4xf32>, %o: index) -> tensor<8x16xf32> {
  %a = tensor.insert_slice %u into %t[%o, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %b = tensor.insert_slice %v into %a[%o, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %b : tensor<8x16xf32>
}

// -----

func.func @trivial(%t: tensor<8x16xf32>, %u: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %a = tensor.insert_slice %u into %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}

// -----

func.func @zero(%t: tensor<8x16xf32>, %u: tensor<?x4xf32>, %n: index) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %a = tensor.insert_slice %u into %t[0, 0] [%c0, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}

// -----

func.func @rank_red(%t: tensor<8x16xf32>, %u: tensor<?xf32>, %n: index) -> tensor<8x16xf32> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = tensor.insert_slice %u into %t[%c1, 0] [1, %c5] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %a : tensor<8x16xf32>
}

// -----

func.func @par(%t: tensor<8x16xf32>, %u: tensor<?x?xf32>) -> tensor<8x16xf32> {
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i, 0] [%c4, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
