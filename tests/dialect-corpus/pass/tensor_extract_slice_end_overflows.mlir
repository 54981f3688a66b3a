// tensor: a slice whose end overflows 64 bits is not reported out of bounds (MLIR computes it in int64_t)
func.func @f(%t: tensor<10xf32>) -> tensor<4611686018427387904xf32> {
  %0 = tensor.extract_slice %t[0] [4611686018427387904] [4] : tensor<10xf32> to tensor<4611686018427387904xf32>
  return %0 : tensor<4611686018427387904xf32>
}
