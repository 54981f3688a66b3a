// ARGS: --cse --allow-unregistered-dialect
// Ops that write, or whose effects are unknown, are never merged nor erased.
func.func private @callee(i32) -> i32

func.func @writes(%c: i1) {
  cf.assert %c, "first"
  cf.assert %c, "first"
  return
}

func.func @calls(%a: i32) -> (i32, i32) {
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = func.call @callee(%a) : (i32) -> i32
  %2 = func.call @callee(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

func.func @unregistered(%a: i32) -> (i32, i32) {
  %0 = "test.op"(%a) : (i32) -> i32
  %1 = "test.op"(%a) : (i32) -> i32
  %2 = "test.op"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

func.func @recursive_effects(%a: i32, %c: i1) -> (i32, i32) {
  // a region op with a write inside is neither dead nor merged
  %0 = scf.execute_region -> i32 {
    cf.assert %c, "inside"
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.assert %c, "inside"
    scf.yield %a : i32
  }
  %2 = scf.execute_region -> i32 {
    cf.assert %c, "inside"
    scf.yield %a : i32
  }
  // with an unregistered op inside: unknown effects
  %3 = scf.execute_region -> i32 {
    %u = "test.op"(%a) : (i32) -> i32
    scf.yield %u : i32
  }
  %4 = scf.execute_region -> i32 {
    %u = "test.op"(%a) : (i32) -> i32
    scf.yield %u : i32
  }
  return %0, %3 : i32, i32
}

func.func @pure_ops_around_effects(%a: i32, %c: i1) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  cf.assert %c, "between"
  "test.effect"() : () -> ()
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}

func.func @ub(%a: i32) -> (i32, i32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : i64
  return %0, %1 : i32, i32
}
