// scf ops written in generic form: terminators carrying attributes where the custom form
// leaves terminators out (so they do not survive a custom round trip), an scf.if whose else
// region is empty, a forall without dimensions, and the implicit terminators as parsed.
func.func @f(%n: index, %c: i1, %x: f32) {
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "scf.yield"() {foo.y} : () -> ()
  }) {foo.x} : (index, index, index) -> ()
  "scf.for"(%n, %n, %n) <{unsignedCmp}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  "scf.if"(%c) ({
    "scf.yield"() {foo.y} : () -> ()
  }, {
  }) : (i1) -> ()
  %r = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%x) {foo.e} : (f32) -> ()
  }) : (i1) -> f32
  "scf.index_switch"(%n) <{cases = array<i64: 7>}> ({
    "scf.yield"() {foo.d} : () -> ()
  }, {
    "scf.yield"() {foo.c} : () -> ()
  }) : (index) -> ()
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  "scf.parallel"(%n, %n, %n) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() {foo.r} : () -> ()
  }) : (index, index, index) -> ()
  "scf.execute_region"() <{no_inline}> ({
    "scf.yield"() : () -> ()
  }) : () -> ()
  %w = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%b: f32):
    "scf.yield"(%b) : (f32) -> ()
  }) {foo.w} : (f32) -> f32
  return
}
