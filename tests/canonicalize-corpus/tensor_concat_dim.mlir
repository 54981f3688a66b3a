// tensor: from_elements of extracts (kept), tensor.dim of tensor.reshape (an extract of the
// shape, index_cast when needed), concat operand and result types refined behind casts.
func.func @from_extracts(%t: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<2xf32>
  %b = tensor.extract %t[%c1] : tensor<2xf32>
  %r = tensor.from_elements %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @dim_reshape(%t: tensor<?xf32>, %s: tensor<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %r = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}

// -----

func.func @dim_reshape_idx(%t: tensor<?xf32>, %s: tensor<2xindex>, %i: index) -> index {
  %r = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  return %d : index
}

// -----

func.func @concat_infer(%a: tensor<4x?xf32>, %b: tensor<?x8xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x?xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

func.func @concat_result(%a: tensor<4x8xf32>, %b: tensor<2x8xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

// -----

func.func @concat3(%a: tensor<?x?xf32>, %b: tensor<3x?xf32>, %c: tensor<?x5xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(1) %a, %b, %c : (tensor<?x?xf32>, tensor<3x?xf32>, tensor<?x5xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
