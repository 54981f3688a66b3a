// memref: atomic rmw index.
func.func @f(%m: memref<4xindex>, %i: index, %v: index) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (index, memref<4xindex>) -> index
  return
}
