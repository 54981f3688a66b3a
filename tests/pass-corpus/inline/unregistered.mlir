// ARGS: --allow-unregistered-dialect --inline
func.func @caller(%c: i1, %a: i32) -> i32 {
  %x = arith.constant 7 : i32
  %0 = call @multi(%c, %a) : (i1, i32) -> i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}
func.func private @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "xyz.side"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @loop(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %v = func.call @sq(%acc) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}
func.func private @sq(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @in_unreg(%a: i32) -> i32 {
  %r = "xyz.wrap"() ({
    %v = func.call @sq2(%a) : (i32) -> i32
    "xyz.yield"(%v) : (i32) -> ()
  }, {
  }) : () -> i32
  return %r : i32
}
func.func private @sq2(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
