// Inherent attributes written in the attribute dictionary of a custom form move to their
// properties and print as the custom syntax (`unsigned`, `no_inline`); an empty result list.
func.func @f(%n: index, %c: i1) {
  scf.for %i = %n to %n step %n {
  } {unsignedCmp}
  scf.execute_region {
    scf.yield
  } {no_inline}
  scf.if %c -> () {
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo = 1 : i32}
  scf.forall (%i) in (4) {
  } {mapping = []}
  return
}
