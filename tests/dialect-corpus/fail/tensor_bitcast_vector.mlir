// tensor: bitcast vector.
func.func @f(%t: vector<4xf32>) {
  %0 = tensor.bitcast %t : vector<4xf32> to tensor<4xi32>
  return
}
