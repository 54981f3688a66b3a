// scf.parallel in one and two dimensions, with the implicit scf.reduce and with reductions
// (scf.reduce with one and two regions, scf.reduce.return), attributes, a constant positive
// step, and nesting.
func.func @f(%a: index, %b: index, %s: index, %x: f32, %y: i32) -> (f32, i32) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%a) to (%b) step (%c1) {
    "foo.use"(%i) : (index) -> ()
  }
  scf.parallel (%i, %j) = (%a, %b) to (%b, %b) step (%s, %c1) {
    scf.parallel (%k) = (%i) to (%j) step (%s) {
    } {foo.inner}
    scf.reduce
  }
  %r = scf.parallel (%i) = (%a) to (%b) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      %sum = arith.addf %l, %m : f32
      scf.reduce.return %sum : f32
    }
  }
  %p:2 = scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%s, %s) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x, %y : f32, i32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %m: i32):
      %z = arith.muli %l, %m : i32
      scf.reduce.return %z : i32
    } {foo.red}
  } {foo.par = "p"}
  return %r, %p#1 : f32, i32
}
