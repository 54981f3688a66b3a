// An error inside the operand of a negation is followed by "missing operand of negation",
// once for each negation waiting for that operand.
#m = affine_map<(d0) -> (- -(d0 * d0))>
"foo.x"() {a = #m} : () -> ()
