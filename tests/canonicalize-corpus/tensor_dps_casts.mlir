// FoldTensorCastProducerOp on the destination-style ops here (tensor.insert,
// bufferization.materialize_in_destination): casts that only lost static information folded
// in, the result cast back; tensor.dim of a tensor.insert reads the destination.
func.func @insert_cast(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @mid_cast(%t: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %d : tensor<4xf32> to tensor<?xf32>
  %s = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = bufferization.materialize_in_destination %s in %c : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @insert_dim(%t: tensor<?xf32>, %v: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%i] : tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
