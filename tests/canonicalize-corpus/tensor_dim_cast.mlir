// tensor.dim folds (static sizes, generate extents, non-rank-reducing slices, through casts
// that lose static information, sizes of tensor.empty), identity casts and chained casts.
func.func @dims(%t: tensor<4x?xf32>, %n: index, %m: index, %v: f32) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x8x?xf32>
  %c2 = arith.constant 2 : index
  %d2 = tensor.dim %e, %c2 : tensor<?x8x?xf32>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32>
  %d3 = tensor.dim %g, %c1 : tensor<4x?xf32>
  %d4 = tensor.dim %t, %c5 : tensor<4x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d5 = tensor.dim %c, %c1 : tensor<?x?xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5 : index, index, index, index, index, index
}

// -----

func.func @more_dims(%t: tensor<?x?xf32>, %u: tensor<*xf32>, %n: index, %i: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %s = tensor.extract_slice %t[0, %i] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %d0 = tensor.dim %s, %c0 : tensor<?x4xf32>
  %r = tensor.extract_slice %t[0, %i] [%n, 1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %d1 = tensor.dim %r, %c0 : tensor<?xf32>
  %d2 = tensor.dim %u, %c0 : tensor<*xf32>
  %d3 = tensor.dim %t, %cm1 : tensor<?x?xf32>
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %d4 = tensor.dim %c, %c1 : tensor<4x?xf32>
  %e = tensor.empty(%n) : tensor<?x3xf32>
  %d5 = tensor.dim %e, %i : tensor<?x3xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5 : index, index, index, index, index, index
}

// -----

func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %b: tensor<4xi32>) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<4xi32>, tensor<4x4xf32>) {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  %b1 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c = tensor.cast %b1 : tensor<?x?xf32> to tensor<?x8xf32>
  %d = tensor.cast %c : tensor<?x8xf32> to tensor<?x?xf32>
  %e = tensor.cast %u : tensor<*xf32> to tensor<?xf32>
  %f = tensor.cast %e : tensor<?xf32> to tensor<*xf32>
  %g = tensor.cast %f : tensor<*xf32> to tensor<?xf32>
  %h = tensor.bitcast %b : tensor<4xi32> to tensor<4xi32>
  %i = tensor.cast %t : tensor<4x?xf32> to tensor<?x4xf32>
  %j = tensor.cast %i : tensor<?x4xf32> to tensor<4x4xf32>
  return %a, %d, %g, %h, %j : tensor<4x?xf32>, tensor<?x?xf32>, tensor<?xf32>, tensor<4xi32>, tensor<4x4xf32>
}

// -----

func.func @dest_style(%t: tensor<?x?xf32>, %s: tensor<2x2xf32>, %v: f32, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert %v into %t[%i, %i] : tensor<?x?xf32>
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %b = tensor.insert_slice %s into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d1 = tensor.dim %b, %i : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
