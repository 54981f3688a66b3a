// tensor: parallel insert slice with fewer offsets than the destination's rank.
func.func @f(%t: tensor<8x4xf32>, %s: tensor<2xf32>) -> tensor<8x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}
