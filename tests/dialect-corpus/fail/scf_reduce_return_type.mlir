// scf.reduce.return returns the type of the reduction's arguments.
func.func @f(%a: index, %x: f32, %y: i32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %y : i32
    }
  }
  return
}
