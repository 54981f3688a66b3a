// A generic op naming a registered dialect but no op of it: the verifier rejects it, with or
// without --allow-unregistered-dialect (no bundled dialect allows unknown operations).
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "arith.add_everything"(%0) : (i32) -> i32
  return %1 : i32
}
