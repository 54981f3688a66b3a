// tensor: casts of extract_slice to more static types (rank-reduced too), splat folds,
// reshapes of splats and from_elements, collapse of casts, dims of reshapes (not folded),
// tensor.reshape chains, no-ops and constants, gather of a splat constant.
func.func @cast_of_slice(%t: tensor<8x16xf32>, %o: index, %n: index) -> tensor<4x?xf32> {
  %s = tensor.extract_slice %t[%o, 0] [%n, %n] [1, 1] : tensor<8x16xf32> to tensor<?x?xf32>
  %c = tensor.cast %s : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

func.func @splat_const() -> tensor<4xf32> {
  %v = arith.constant 1.0 : f32
  %s = tensor.splat %v : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @splat_dyn(%n: index) -> tensor<?xf32> {
  %v = arith.constant 1.0 : f32
  %s = tensor.splat %v[%n] : tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

func.func @splat_static_size(%v: f32) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %s = tensor.splat %v[%c4] : tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

func.func @ext_splat(%v: f32, %i: index) -> f32 {
  %s = tensor.splat %v : tensor<4xf32>
  %e = tensor.extract %s[%i] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @dim_expand(%t: tensor<?x4xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %d = tensor.dim %e, %c0 : tensor<?x2x4xf32>
  return %d : index
}

// -----

func.func @dim_collapse(%t: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %d = tensor.dim %e, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @reshape_splat(%v: f32) -> tensor<2x2xf32> {
  %s = tensor.splat %v : tensor<4xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----

func.func @reshape_from_elements(%a: f32, %b: f32) -> tensor<1x2xf32> {
  %s = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %e : tensor<1x2xf32>
}

// -----

func.func @collapse_of_cast(%t: tensor<2x4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<2x4xf32> to tensor<?x4xf32>
  %e = tensor.collapse_shape %c [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

func.func @expand_static(%t: tensor<?xf32>) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

func.func @tensor_reshape_chain(%t: tensor<8xf32>, %s1: tensor<2xi32>, %s2: tensor<1xi32>) -> tensor<?xf32> {
  %a = tensor.reshape %t(%s1) : (tensor<8xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %b = tensor.reshape %a(%s2) : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %b : tensor<?xf32>
}

// -----

func.func @gather_splat(%i: tensor<2x1xindex>) -> tensor<2x1xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %g = tensor.gather %c[%i] gather_dims([0]) : (tensor<4xf32>, tensor<2x1xindex>) -> tensor<2x1xf32>
  return %g : tensor<2x1xf32>
}

// -----

func.func @cast_of_slice_rr(%t: tensor<8x16xf32>, %o: index, %n: index) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[%o, 0] [1, %n] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %c = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

func.func @reshape_noop(%t: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  %s = tensor.from_elements %d, %c4 : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

func.func @reshape_1d(%t: tensor<?xf32>, %s: tensor<1xindex>) -> tensor<?xf32> {
  %r = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @reshape_splat_const(%s: tensor<2xindex>) -> tensor<2x2xi32> {
  %c = arith.constant dense<7> : tensor<4xi32>
  %r = tensor.reshape %c(%s) : (tensor<4xi32>, tensor<2xindex>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

// -----

func.func @splat_int() -> tensor<2x3xi8> {
  %v = arith.constant 5 : i8
  %s = tensor.splat %v : tensor<2x3xi8>
  return %s : tensor<2x3xi8>
}

// -----

func.func @collapse_of_cast_same(%t: tensor<?x4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<?x?xf32>
  %e = tensor.collapse_shape %c [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %e : tensor<?xf32>
}
