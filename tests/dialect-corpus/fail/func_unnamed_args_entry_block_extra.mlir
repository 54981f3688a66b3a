// With an unnamed signature, an entry block that declares more arguments than the signature
// has is a parse error, reported after the entry block.
func.func @f(f32) {
^bb0(%a: f32, %b: f32):
  return
}
