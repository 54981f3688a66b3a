// Inputs mlir-opt accepts although they look wrong: the verifiers only check what is static.
func.func @f(%t: tensor<?xf32>, %s: tensor<4xf32>, %v: f32, %n: index) {
  %c5 = arith.constant 5 : index
  %d = tensor.dim %s, %c5 : tensor<4xf32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<?xf32> into tensor<2x?xf32>
  %p = tensor.pad %s low[%n] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<7xf32>
  %p2 = tensor.pad %s low[-1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<5xf32>
  %p3 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<7xf32>
  %y = tensor.extract_slice %s[1] [2] [-1] : tensor<4xf32> to tensor<2xf32>
  %z = tensor.extract_slice %t[9] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return
}
