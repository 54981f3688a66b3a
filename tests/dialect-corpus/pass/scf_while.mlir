// scf.while with and without initial values and results, block arguments in the after
// region, several values, `attributes {...}`, and a do-while shaped loop.
func.func @f(%init: i32, %n: i32, %x: f32, %c: i1) -> i32 {
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %more = arith.cmpi slt, %i, %n : i32
    scf.condition(%more) %i : i32
  } do {
  ^bb0(%j: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %j, %one : i32
    scf.yield %next : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo.w = 1 : i32}
  %p:2 = scf.while (%a = %x, %b = %init) : (f32, i32) -> (i32, f32) {
    scf.condition(%c) %b, %a : i32, f32
  } do {
  ^bb0(%u: i32, %v: f32):
    scf.yield %v, %u : f32, i32
  }
  %q = scf.while : () -> i64 {
    %v = "foo.v"() : () -> i64
    scf.condition(%c) %v : i64
  } do {
  ^bb0(%w: i64):
    "foo.use"(%w) : (i64) -> ()
    scf.yield
  }
  scf.while (%a = %x) : (f32) -> () {
    scf.condition(%c) {foo.cond}
  } do {
    scf.yield %x : f32
  }
  return %r : i32
}
