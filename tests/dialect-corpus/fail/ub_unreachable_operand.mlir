// ub.unreachable has no operands.
func.func @f(%a: i32) {
  "ub.unreachable"(%a) : (i32) -> ()
}
