// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Locations: implicit terminators are located at their op, explicit ones keep theirs, and
// region arguments of the custom forms keep their `loc(...)`.
func.func @f(%n: index, %c: i1, %x: f32) {
  scf.for %i = %n to %n step %n iter_args(%a loc("iterarg") = %x) -> (f32) {
    scf.yield %a : f32 loc("y")
  } loc("for")
  scf.if %c {
    "foo.a"() : () -> () loc("a")
  } else {
  } loc("if")
  scf.parallel (%i) = (%n) to (%n) step (%n) {
  } loc("par")
  scf.forall (%i) in (4) {
  } loc("fa")
  %w = scf.while (%q = %x) : (f32) -> f32 {
    scf.condition(%c) %q : f32
  } do {
  ^bb0(%z: f32 loc("z")):
    scf.yield %z : f32
  } loc("wh")
  scf.index_switch %n
  default {
  } loc("sw")
  return
}
