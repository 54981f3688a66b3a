// tensor: parallel insert slice outside scf.forall.in_parallel.
func.func @f(%t: tensor<8x?xf32>, %s: tensor<2x?xf32>, %n: index) {
  tensor.parallel_insert_slice %s into %t[0, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
  return
}
