// Unnamed signature arguments with attributes and locations, then an entry block naming them;
// the entry block's own locations win.
func.func @f(f32 {a.b}, i32 loc("sig")) -> f32 {
^bb0(%a: f32 loc("blk"), %b: i32):
  cf.br ^bb1(%a : f32)
^bb1(%c: f32):
  return %c : f32
}
func.func private @decl(f32, i32 {a.c = 1 : i32})
