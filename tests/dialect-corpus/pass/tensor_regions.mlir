// tensor.generate and tensor.pad with their regions and implicit-looking terminators.
func.func @f(%n: index, %t: tensor<4x?xf32>, %v: f32) -> (tensor<4x?xf32>, tensor<7x?xf32>) {
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %s = arith.index_cast %a : index to i32
    %f = arith.sitofp %s : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %g0 = tensor.generate {
    tensor.yield %v : f32
  } {tag} : tensor<f32>
  %p = tensor.pad %t low[1, %n] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %p2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } {tag = "x"} : tensor<4x?xf32> to tensor<4x?xf32>
  %p3 = tensor.pad %g0 low[] high[] {
    tensor.yield %v : f32
  } : tensor<f32> to tensor<f32>
  %p4 = tensor.pad %t low[%n, %n] high[%n, 1] {
  ^bb0(%a: index, %b: index):
    %w = tensor.extract %g0[] : tensor<f32>
    tensor.yield %w : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return %g, %p : tensor<4x?xf32>, tensor<7x?xf32>
}
