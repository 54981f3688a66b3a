// func.return operand types must match the function's result types (emitError: no op prefix).
func.func @f(%a: i32) -> i64 {
  return %a : i32
}
