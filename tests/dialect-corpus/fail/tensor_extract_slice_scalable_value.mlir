// tensor: extract slice scalable value.
func.func @f(%t: tensor<8xf32>, %n: index) {
  %0 = tensor.extract_slice %t[[%n]] [1] [1] : tensor<8xf32> to tensor<1xf32>
  return
}
