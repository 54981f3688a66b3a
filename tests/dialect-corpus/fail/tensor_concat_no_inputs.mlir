// tensor: concat no inputs.
func.func @f() {
  %0 = tensor.concat dim(0) : () -> tensor<4xf32>
  return
}
