// tensor.parallel_insert_slice in scf.forall.in_parallel, static and dynamic slices.
func.func @f(%t: tensor<8x?xf32>, %u: tensor<4xf32>, %s: tensor<2x?xf32>, %v: tensor<1xf32>, %n: index) -> (tensor<8x?xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<8x?xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<8x?xf32>
      tensor.parallel_insert_slice %v into %p[%i] [1] [1] {tag} : tensor<1xf32> into tensor<4xf32>
    }
  }
  %e = scf.forall (%i, %j) = (0, 0) to (4, %n) step (1, 2) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    %x = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<8x?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      "tensor.parallel_insert_slice"(%x, %o, %i, %j) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1xf32>, tensor<8x?xf32>, index, index) -> ()
    }
  }
  return %r#0, %r#1 : tensor<8x?xf32>, tensor<4xf32>
}
