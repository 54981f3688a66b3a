// memref: atomic rmw subscripts.
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %0 = memref.atomic_rmw addi %v, %m[] : (i32, memref<4xi32>) -> i32
  return
}
