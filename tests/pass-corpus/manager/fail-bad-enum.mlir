// ARGS: --pass-pipeline=builtin.module(canonicalize{region-simplify=wild})
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32) -> i32 attributes {m = #map} {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}
func.func private @g(%a: i32) -> i32 attributes {m = #map} {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}
