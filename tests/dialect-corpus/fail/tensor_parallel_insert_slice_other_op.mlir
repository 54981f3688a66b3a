// tensor: scf.forall.in_parallel holding an op that is not a parallel combining op.
func.func @f(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      %x = tensor.insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
