// memref: atomic rmw int kinds.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %2 = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %3 = memref.atomic_rmw maximumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
