// ARGS: --allow-unregistered-dialect
// cf.br: the successor count comes before its place in the block.
func.func @f(%a: i32) {
  "cf.br"(%a) : (i32) -> ()
  "foo.x"() : () -> ()
}
