// scf patterns that need tensor: a tensor.cast that only loses static information folded
// into scf.for iteration arguments and scf.forall shared outputs (not to unranked or more
// static types), tensor.dim of scf.forall results (not of scf.for results).
func.func @for_cast(%t: tensor<4xf32>, %lb: index, %ub: index, %st: index) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %c) -> (tensor<?xf32>) {
    %x = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  %o = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  return %o : tensor<4xf32>
}

// -----

func.func @for_cast2(%t: tensor<4xf32>, %u: f32, %lb: index, %ub: index, %st: index) -> (f32, tensor<?xf32>) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%v = %u, %a = %c) -> (f32, tensor<?xf32>) {
    %x = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    "test.use"(%a) : (tensor<?xf32>) -> ()
    scf.yield %v, %x : f32, tensor<?xf32>
  }
  return %r#0, %r#1 : f32, tensor<?xf32>
}

// -----

func.func @for_cast_unranked(%t: tensor<4xf32>, %lb: index, %ub: index, %st: index) -> tensor<*xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %c) -> (tensor<*xf32>) {
    %x = "test.op"(%a) : (tensor<*xf32>) -> tensor<*xf32>
    scf.yield %x : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

func.func @for_more_static(%t: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %c) -> (tensor<4xf32>) {
    %x = "test.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @forall_cast(%t: tensor<8xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %s = "test.op"() : () -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

func.func @forall_dim(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = "test.op"() : () -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @for_dim(%t: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<?xf32>) {
    %x = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @forall_extract(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %e = tensor.extract_slice %o[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %s = "test.op"(%e) : (tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @forall_mixed(%t: tensor<8xf32>, %u: tensor<8xf32>, %w: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (2) shared_outs(%a = %t, %b = %u, %c = %w) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s = "test.op"(%b) : (tensor<8xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %a[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %c[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @for_two_casts(%t: tensor<4xf32>, %u: tensor<5xf32>, %lb: index, %ub: index, %st: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.cast %u : tensor<5xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %c, %b = %d) -> (tensor<?xf32>, tensor<?xf32>) {
    %x = "test.op"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %b, %x : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
