// tensor.gather and tensor.scatter, rank-preserving and rank-reducing.
func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<6x7x2xindex>, %idx1: tensor<6x7x1xi32>, %s: tensor<6x7x1x5x1xf32>) {
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<6x7x2xindex>) -> tensor<6x7x1x5x1xf32>
  %g2 = tensor.gather %src[%idx] gather_dims([0, 2]) unique : (tensor<4x5x6xf32>, tensor<6x7x2xindex>) -> tensor<6x7x5xf32>
  %g3 = tensor.gather %src[%idx1] gather_dims([1]) {tag} : (tensor<4x5x6xf32>, tensor<6x7x1xi32>) -> tensor<6x7x4x1x6xf32>
  %sc = tensor.scatter %s into %src[%idx] scatter_dims([0, 2]) unique : (tensor<6x7x1x5x1xf32>, tensor<4x5x6xf32>, tensor<6x7x2xindex>) -> tensor<4x5x6xf32>
  %sc2 = tensor.scatter %g2 into %src[%idx] scatter_dims([0, 2]) unique {tag} : (tensor<6x7x5xf32>, tensor<4x5x6xf32>, tensor<6x7x2xindex>) -> tensor<4x5x6xf32>
  return
}
