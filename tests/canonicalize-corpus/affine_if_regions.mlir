// affine.if: an else region holding only its yield is dropped when there are no results;
// results, even unused, keep their else; an if with nothing inside is erased as dead.
func.func @dead_else(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %v, %A[%i] : memref<10xf32>
    } else {
    }
  }
  return
}
// -----
func.func @live_else(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %v, %A[%i] : memref<10xf32>
    } else {
      affine.store %v, %A[0] : memref<10xf32>
    }
  }
  return
}
// -----
func.func @unused_results(%A: memref<10xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 10 {
    %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
      affine.store %x, %A[%i] : memref<10xf32>
      affine.yield %x : f32
    } else {
      affine.yield %y : f32
    }
  }
  return
}
// -----
func.func @empty_if(%x: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
    } else {
      %c = arith.addf %x, %x : f32
    }
  }
  return
}
// -----
func.func @empty_results(%x: f32, %y: f32, %A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
      affine.yield %x : f32
    } else {
      affine.yield %y : f32
    }
    affine.store %r, %A[%i] : memref<10xf32>
  }
  return
}
