// tensor: empty missing size.
func.func @f(%n: index) {
  %0 = tensor.empty() : tensor<?xf32>
  return
}
