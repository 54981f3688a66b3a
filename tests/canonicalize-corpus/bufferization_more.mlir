// bufferization: pairs that do not fold (an op in between), unranked buffers, layouts that
// need a copy, clones of casts and views, clones whose deallocations do not qualify, dealloc
// of retained values only, of fresh allocations, of extract_strided_metadata bases.
func.func @tt_tb_gap(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  "test.op"() : () -> ()
  %r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @tb_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = bufferization.to_buffer %u : tensor<*xf32> to memref<*xf32>
  return %r : memref<*xf32>
}

// -----

func.func @tb_static_layout(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @clone_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %k = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  "test.use"(%k) : (memref<?xf32>) -> ()
  return %k : memref<?xf32>
}

// -----

func.func @clone_both(%m: memref<4xf32>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return
}

// -----

func.func @clone_other_block(%m: memref<4xf32>, %b: i1) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  scf.if %b {
    memref.dealloc %m : memref<4xf32>
  }
  return %c : memref<4xf32>
}

// -----

func.func @clone_between(%m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

func.func @clone_view(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = bufferization.clone %s : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xf32>
  return %c : memref<4xf32, strided<[1], offset: 2>>
}

// -----

func.func @dealloc_retain_only(%r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

func.func @dealloc_alloc_pair(%c: i1, %n: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %n : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_metadata(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

func.func @to_tensor_dim_static(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<4x?xf32>
  return %d0, %d1 : index, index
}

// -----

func.func @tb_dim(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

// -----

func.func @load_rw(%t: tensor<?xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}
