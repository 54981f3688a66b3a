// tensor: rank vector.
func.func @f(%t: vector<4xf32>) {
  %0 = tensor.rank %t : vector<4xf32>
  return
}
