// memref: atomic rmw value type.
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}
