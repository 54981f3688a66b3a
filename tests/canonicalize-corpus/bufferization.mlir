// bufferization: to_tensor/to_buffer pairs (with a memref.cast when the layouts differ),
// tensor.cast before to_buffer, dims and loads across them, clone merged with a dealloc of
// its source or of itself, alloc_tensor with constant sizes, the dealloc patterns.
func.func @tt_tb(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @tb_tt(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @tb_tt_ro(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @tb_tt_layout(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %r : memref<4xf32, strided<[?], offset: ?>>
}

// -----

func.func @tb_tensor_cast(%t: tensor<?xf32>) -> memref<4xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %r = bufferization.to_buffer %c : tensor<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @dim_tt(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @load_tb(%t: tensor<?xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// -----

func.func @clone_dealloc(%m: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

func.func @clone_dealloc2() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

func.func @clone_dead(%m: memref<4xf32>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @clone_dealloc_clone(%m: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %m : memref<4xf32>
}

// -----

func.func @alloc_tensor(%n: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %t = bufferization.alloc_tensor(%n, %c5) : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// -----

func.func @alloc_tensor_dim(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @alloc_tensor_dead(%n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  return
}

// -----

func.func @dealloc_empty() {
  bufferization.dealloc
  return
}

// -----

func.func @dealloc_dups(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%n, %n : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

// -----

func.func @dealloc_false(%m: memref<2xf32>, %n: memref<2xf32>) {
  %false = arith.constant false
  %true = arith.constant true
  bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%false, %true)
  return
}

// -----

func.func @mid(%t: tensor<4xf32>, %d: tensor<4xf32>) -> tensor<4xf32> {
  %r = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @dealloc_tensor(%t: tensor<4xf32>) {
  bufferization.dealloc_tensor %t : tensor<4xf32>
  return
}
