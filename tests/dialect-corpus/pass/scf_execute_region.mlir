// scf.execute_region with no, one and several results, `no_inline`, attributes, and a body
// of several blocks with unstructured branches and several scf.yield terminators.
func.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  scf.execute_region {
    "foo.once"() : () -> ()
    scf.yield
  }
  %r = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %s = scf.execute_region -> i32 no_inline {
    scf.yield %r : i32
  } {foo.e}
  %p:2 = scf.execute_region -> (i32, i64) {
    cf.cond_br %c, ^bb1, ^bb2(%a : i32)
  ^bb1:
    scf.yield %a, %b : i32, i64
  ^bb2(%v: i32):
    scf.yield %v, %b : i32, i64
  }
  scf.execute_region no_inline {
    scf.yield
  }
  return %s : i32
}
