// memref: atomic rmw addf int.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
