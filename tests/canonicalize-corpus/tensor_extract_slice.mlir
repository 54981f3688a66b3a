// tensor.extract_slice: constant offsets (then sizes, then strides) made static behind a cast
// (encodings kept, dropped by rank reduction; negative and out-of-bounds ones left), casts of
// the source folded in, identity slices, a slice of what was just inserted, splat constants.
func.func @const_args(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c0, %c2] [%c4, %c4] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

func.func @cast_src(%t: tensor<8x16xf32>, %o: index) -> tensor<4x4xf32> {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[%o, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

func.func @trivial(%t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

func.func @ins_ext(%t: tensor<8x16xf32>, %u: tensor<4x4xf32>, %o: index) -> tensor<4x4xf32> {
  %i = tensor.insert_slice %u into %t[%o, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %s = tensor.extract_slice %i[%o, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

func.func @ext_ins(%t: tensor<8x16xf32>, %o: index) -> tensor<8x16xf32> {
  %s = tensor.extract_slice %t[%o, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %i = tensor.insert_slice %s into %t[%o, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %i : tensor<8x16xf32>
}

// -----

func.func @rank_red(%t: tensor<8x16xf32>, %n: index) -> tensor<?xf32> {
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %x = tensor.extract_slice %t[%c3, 0] [1, %c5] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  "test.use"(%x) : (tensor<?xf32>) -> ()
  %s = tensor.extract_slice %t[%c3, 0] [1, %n] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

func.func @splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<8x16xf32>
  %s = tensor.extract_slice %cst[0, 2] [2, 2] [1, 1] : tensor<8x16xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

// -----

func.func @nonsplat() -> tensor<2xi32> {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = tensor.extract_slice %cst[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}

// -----

func.func @e(%t: tensor<8x16xf32, "enc">) -> (tensor<?x?xf32, "enc">, tensor<?xf32, "enc">) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[0, 2] [%c4, %c4] [1, 1] : tensor<8x16xf32, "enc"> to tensor<?x?xf32, "enc">
  %r = tensor.extract_slice %t[0, 2] [1, %c4] [1, 1] : tensor<8x16xf32, "enc"> to tensor<?xf32, "enc">
  return %s, %r : tensor<?x?xf32, "enc">, tensor<?xf32, "enc">
}

// -----

func.func @neg(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c1, 2] [%c4, %c4] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

func.func @oob(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c9 = arith.constant 9 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c9, 2] [%c4, %c4] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

func.func @cast_oob(%t: tensor<8x16xf32>) -> tensor<4x4xf32> {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[10, 0] [4, 4] [1, 1] : tensor<?x?xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

func.func @stride0(%t: tensor<8x16xf32>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %x = arith.addi %c4, %c4 : index
  %s = tensor.extract_slice %t[%x, 2] [%c4, 2] [%c0, %c0] : tensor<8x16xf32> to tensor<?x2xf32>
  return %s : tensor<?x2xf32>
}
