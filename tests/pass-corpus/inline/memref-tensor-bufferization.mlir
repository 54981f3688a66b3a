// ARGS: --inline
// memref, tensor and bufferization ops are inlined, and calls into their regions.
func.func private @callee(%t: tensor<4xf32>, %m: memref<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.extract %t[%i] : tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.cast %c : tensor<?xf32> to tensor<4xf32>
  memref.store %e, %m[%i] : memref<4xf32>
  %l = memref.load %m[%i] : memref<4xf32>
  %b = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %s = arith.addf %l, %e : f32
  return %d, %s : tensor<4xf32>, f32
}
func.func @caller(%t: tensor<4xf32>, %m: memref<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %r:2 = call @callee(%t, %m, %i) : (tensor<4xf32>, memref<4xf32>, index) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
func.func private @callee2(%m: memref<4xf32>, %r2: index) {
  %a = memref.alloca() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  %r = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.store %r, %m[%r2] : memref<4xf32>
  return
}
func.func @caller2(%m: memref<4xf32>, %i: index) {
  call @callee2(%m, %i) : (memref<4xf32>, index) -> ()
  return
}
func.func private @callee4(%m: memref<4xf32>, %c: i1) -> i1 {
  %r = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
  return %r : i1
}
func.func @caller4(%m: memref<4xf32>, %c: i1) -> i1 {
  %r = call @callee4(%m, %c) : (memref<4xf32>, i1) -> i1
  return %r : i1
}
func.func private @callee3(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = tensor.extract %t[%i] : tensor<?xf32>
    tensor.yield %v : f32
  } : tensor<?xf32>
  %s = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    %e = tensor.extract %g[%c0] : tensor<?xf32>
    memref.alloca_scope.return %e : f32
  }
  %p = tensor.pad %g low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %s : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @caller3(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %r = call @callee3(%t, %n) : (tensor<?xf32>, index) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func private @twice(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  return %y : f32
}
func.func @into_regions(%t: tensor<?xf32>, %n: index, %m: memref<4xf32>) -> (tensor<?xf32>, f32) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = tensor.extract %t[%i] : tensor<?xf32>
    %w = func.call @twice(%v) : (f32) -> f32
    tensor.yield %w : f32
  } : tensor<?xf32>
  %s = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    %l = memref.load %m[%c0] : memref<4xf32>
    %w = func.call @twice(%l) : (f32) -> f32
    memref.alloca_scope.return %w : f32
  }
  return %g, %s : tensor<?xf32>, f32
}
