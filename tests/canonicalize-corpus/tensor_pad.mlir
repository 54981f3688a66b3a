// tensor.pad: zero padding (static or constant, not nofold) becomes a cast; casts of the
// source folded in (in place when the type stays); one cast user adding static sizes folded
// into the type (not with other users); constant padding made static (encoding dropped).
func.func @zero_pad(%t: tensor<4x?xf32>, %v: f32) -> tensor<4x?xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<4x?xf32>
}

// -----

func.func @zero_pad_nofold(%t: tensor<4x?xf32>, %v: f32) -> tensor<4x?xf32> {
  %p = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<4x?xf32>
}

// -----

func.func @zero_pad_const(%t: tensor<4x?xf32>, %v: f32) -> tensor<4x?xf32> {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[%c0, 0] high[0, %c0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<4x?xf32>
}

// -----

func.func @static_pad(%t: tensor<4x8xf32>, %v: f32) -> tensor<?x9xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c1, 0] high[%c2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<?x9xf32>
  return %p : tensor<?x9xf32>
}

// -----

func.func @pad_src_cast(%t: tensor<4x8xf32>, %v: f32, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[%n, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

func.func @pad_target_cast(%t: tensor<4x8xf32>, %v: f32, %n: index) -> tensor<?x9xf32> {
  %p = tensor.pad %t low[%n, 0] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<?x?xf32>
  %c = tensor.cast %p : tensor<?x?xf32> to tensor<?x9xf32>
  return %c : tensor<?x9xf32>
}

// -----

func.func @pad_const_val(%t: tensor<4x8xf32>) -> tensor<5x8xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x8xf32> to tensor<5x8xf32>
  return %p : tensor<5x8xf32>
}

// -----

func.func @pad_src_cast_same(%t: tensor<4x8xf32>, %v: f32, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[%n, 0] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

func.func @static_pad_nofold_enc(%t: tensor<4x8xf32, "e">, %v: f32) -> tensor<?x8xf32, "e"> {
  %c1 = arith.constant 1 : index
  %p = tensor.pad %t nofold low[%c1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32, "e"> to tensor<?x8xf32, "e">
  return %p : tensor<?x8xf32, "e">
}

// -----

func.func @pad_two_users(%t: tensor<4x8xf32>, %v: f32, %n: index) -> (tensor<?x9xf32>, tensor<?x?xf32>) {
  %p = tensor.pad %t low[%n, 0] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<?x?xf32>
  %c = tensor.cast %p : tensor<?x?xf32> to tensor<?x9xf32>
  return %c, %p : tensor<?x9xf32>, tensor<?x?xf32>
}
