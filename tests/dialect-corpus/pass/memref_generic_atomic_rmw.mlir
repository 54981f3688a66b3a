// memref.generic_atomic_rmw with memref.atomic_yield (custom and generic form, attributes
// after the region, integer and float elements, nested pure regions).
func.func @f(%m: memref<4xf32>, %im: memref<2x2xi64>, %i: index, %c: i1) -> (f32, i64) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %one = arith.constant 1.0 : f32
    %inc = arith.addf %one, %cur : f32
    memref.atomic_yield %inc : f32
  }
  %y = memref.generic_atomic_rmw %im[%i, %i] : memref<2x2xi64> {
  ^bb0(%cur: i64):
    %s = scf.if %c -> (i64) {
      %t = arith.muli %cur, %cur : i64
      scf.yield %t : i64
    } else {
      scf.yield %cur : i64
    }
    memref.atomic_yield %s {tag} : i64
  } {tag = "outer"}
  %z = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%cur: f32):
    "memref.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f32
  return %x, %y : f32, i64
}
