// tensor: parallel insert slice into a tensor that is not a shared output.
func.func @f(%t: tensor<8x?xf32>, %s: tensor<2x?xf32>, %n: index) -> tensor<8x?xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %t[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
    }
  }
  return %r : tensor<8x?xf32>
}
