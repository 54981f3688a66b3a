// Slices and reshapes: mixed static/dynamic index lists, rank reduction, reassociations.
func.func @f(%n: index, %o: index, %t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>) {
  %a = tensor.extract_slice %t[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %b = tensor.extract_slice %t[%o, 4, %o][1, %n, 1][1, %n, 1] : tensor<8x16x4xf32> to tensor<1x?xf32>
  %c = tensor.extract_slice %d[%o, %o] [%n, %n] [1, 1] {tag} : tensor<?x?xf32> to tensor<?x?xf32>
  %e = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %f = tensor.insert_slice %a into %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %g = tensor.insert_slice %c into %d[%o, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %h = tensor.insert_slice %b into %t[%o, 4, %o] [1, %n, 1] [1, %n, 1] : tensor<1x?xf32> into tensor<8x16x4xf32>
  %x = tensor.expand_shape %d [[0, 1], [2]] output_shape [%n, 4, %n] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %y = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xf32>
  %z = tensor.collapse_shape %t [[0, 1, 2]] : tensor<8x16x4xf32> into tensor<512xf32>
  %w = tensor.expand_shape %z [[0, 1]] output_shape [2, 256] : tensor<512xf32> into tensor<2x256xf32>
  %s0 = tensor.extract_slice %z[0] [1] [1] : tensor<512xf32> to tensor<f32>
  %ex0 = tensor.expand_shape %s0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %co0 = tensor.collapse_shape %ex0 [] : tensor<1x1xf32> into tensor<f32>
  %k = tensor.concat dim(0) %a, %a : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<32x4xf32>
  %k2 = tensor.concat dim(1) %d, %d, %d : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %k3 = tensor.concat dim(0) %a {tag} : (tensor<16x4xf32>) -> tensor<16x4xf32>
  return
}
