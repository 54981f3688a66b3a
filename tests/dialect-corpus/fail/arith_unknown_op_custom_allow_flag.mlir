// In custom form an unknown op of a registered dialect is a parse error, with or without
// --allow-unregistered-dialect.
func.func @f() {
  arith.nope
  return
}
