// tensor and memref expand_shape / collapse_shape: identity reshapes, reshapes undoing their
// producer, constants reshaped, two expansions or collapses composed, a collapse of an
// expansion composed when the groups nest (not otherwise), memrefs with strided layouts kept.
func.func @t_collapse_expand(%m: tensor<8x4xf32>) -> tensor<32xf32> {
  %e = tensor.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 4] : tensor<8x4xf32> into tensor<2x4x4xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x4x4xf32> into tensor<32xf32>
  return %c : tensor<32xf32>
}

// -----

func.func @t_expand_collapse(%m: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %c = tensor.collapse_shape %m [[0, 1], [2]] : tensor<2x4x4xf32> into tensor<8x4xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 4, 4] : tensor<8x4xf32> into tensor<2x4x4xf32>
  return %e : tensor<2x4x4xf32>
}

// -----

func.func @t_collapse_collapse(%m: tensor<2x4x4xf32>) -> tensor<32xf32> {
  %c = tensor.collapse_shape %m [[0, 1], [2]] : tensor<2x4x4xf32> into tensor<8x4xf32>
  %d = tensor.collapse_shape %c [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  return %d : tensor<32xf32>
}

// -----

func.func @t_expand_expand(%m: tensor<?xf32>, %n: index) -> tensor<?x4x4xf32> {
  %e = tensor.expand_shape %m [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %f = tensor.expand_shape %e [[0, 1], [2]] output_shape [%n, 4, 4] : tensor<?x4xf32> into tensor<?x4x4xf32>
  return %f : tensor<?x4x4xf32>
}

// -----

func.func @t_identity(%m: tensor<5xf32>) -> tensor<5xf32> {
  %e = tensor.expand_shape %m [[0]] output_shape [5] : tensor<5xf32> into tensor<5xf32>
  return %e : tensor<5xf32>
}

// -----

func.func @t_const() -> tensor<2x2xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %e : tensor<2x2xi32>
}

// -----

func.func @t_collapse_expand_same_rank(%m: tensor<2x8xf32>) -> tensor<4x4xf32> {
  %e = tensor.expand_shape %m [[0], [1, 2]] output_shape [2, 2, 4] : tensor<2x8xf32> into tensor<2x2x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x2x4xf32> into tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// -----

func.func @t_collapse_expand_partial(%m: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.expand_shape %m [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2, 3]] : tensor<2x3x2x2xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}

// -----

func.func @m_collapse_expand_dyn(%m: memref<?x4xf32>, %n: index) -> memref<?xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<?x2x4xf32> into memref<?xf32>
  return %c : memref<?xf32>
}

// -----

func.func @m_strided(%m: memref<2x4x4xf32, strided<[16, 4, 1]>>) -> memref<32xf32, strided<[1]>> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x4xf32, strided<[16, 4, 1]>> into memref<8x4xf32, strided<[4, 1]>>
  %d = memref.collapse_shape %c [[0, 1]] : memref<8x4xf32, strided<[4, 1]>> into memref<32xf32, strided<[1]>>
  return %d : memref<32xf32, strided<[1]>>
}

// -----

func.func @m_collapse_expand(%m: memref<8x4xf32>) -> memref<32xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<2x4x4xf32> into memref<32xf32>
  return %c : memref<32xf32>
}

// -----

func.func @m_expand_collapse(%m: memref<2x4x4xf32>) -> memref<2x4x4xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x4xf32> into memref<8x4xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return %e : memref<2x4x4xf32>
}

// -----

func.func @m_collapse_collapse(%m: memref<2x4x4xf32>) -> memref<32xf32> {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x4xf32> into memref<8x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<8x4xf32> into memref<32xf32>
  return %d : memref<32xf32>
}

// -----

func.func @m_expand_expand(%m: memref<32xf32>) -> memref<2x4x4xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [8, 4] : memref<32xf32> into memref<8x4xf32>
  %f = memref.expand_shape %e [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32> into memref<2x4x4xf32>
  return %f : memref<2x4x4xf32>
}

// -----

func.func @m_expand_const(%m: memref<?xf32>) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c2, 4] : memref<?xf32> into memref<?x4xf32>
  return %e : memref<?x4xf32>
}
