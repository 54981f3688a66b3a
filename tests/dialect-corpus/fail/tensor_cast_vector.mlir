// tensor: cast vector.
func.func @f(%t: vector<4xf32>) {
  %0 = tensor.cast %t : vector<4xf32> to tensor<4xf32>
  return
}
