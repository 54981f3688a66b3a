// memref.alloc / memref.alloca: constant dynamic sizes made static behind a cast; allocations
// only stored into and freed are erased; others stay.
func.func @alloc_const(%n: index) -> memref<?x?x4xf32> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8, %n) {alignment = 16 : i64} : memref<?x?x4xf32>
  return %a : memref<?x?x4xf32>
}

// -----

func.func @alloca_const(%v: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%c3) : memref<?xf32>
  memref.store %v, %a[%c0] : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
}

// -----

func.func @negative_size() -> memref<?xf32> {
  %m1 = arith.constant -1 : index
  %a = memref.alloc(%m1) : memref<?xf32>
  return %a : memref<?xf32>
}

// -----

func.func @dead(%v: f32, %i: index, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %a[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  return
}

// -----

func.func @stored_away(%v: f32, %i: index, %o: memref<4xmemref<4xf32>>) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %o[%i] : memref<4xmemref<4xf32>>
  memref.dealloc %a : memref<4xf32>
  return
}
