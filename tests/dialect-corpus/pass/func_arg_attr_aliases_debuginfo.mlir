// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Region-argument attribute dictionaries (distinct, resource, affine set, located argument) are
// skipped by the alias pre-pass; distinct ids are numbered in printing order.
func.func @f(%a: i32 {x.y = distinct[5]<affine_map<(d0) -> (d0)>>, x.r = dense_resource<blob1> : tensor<2xi32>}) attributes {x.w = distinct[7]<42>} {
  "test.op"() {x = distinct[9]<1>, y = [affine_map<(d0) -> (d0 + 1)>]} : () -> ()
  return
}
func.func @g(%a: i32 {x.l = #x.q<1>, x.m = [#x.q<2>, {n = affine_set<(d0) : (d0 >= 0)>}]} loc(#loc3)) {
  return
} loc(#loc9)
#loc3 = loc("a")
#loc4 = loc("b")
#loc9 = loc("c")
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
