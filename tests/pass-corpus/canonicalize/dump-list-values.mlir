// ARGS: '--pass-pipeline=builtin.module(canonicalize{disable-patterns={ a , "b c" ,{f g}} enable-patterns=x},inline{default-pipeline="cse, canonicalize"})' --dump-pass-pipeline
// List items lose the spaces around them; an item or string holding a space or a quote is
// printed in braces.
func.func @f() {
  return
}
