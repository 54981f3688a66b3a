// cf.br operand types must match the block's arguments.
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  return
}
