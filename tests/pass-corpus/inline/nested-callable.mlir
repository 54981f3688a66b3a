// ARGS: --allow-unregistered-dialect --inline
// A function nested in an unregistered op of another function is a node of its own (a
// child of the outer one); the outer function is not simplified, calls inside the nested
// one are inlined.
func.func @outer(%a: i32) -> i32 {
  "xyz.container"() ({
    func.func @inner(%b: i32) -> i32 {
      %0 = func.call @leaf(%b) : (i32) -> i32
      func.return %0 : i32
    }
    "xyz.end"() : () -> ()
  }, {
  }) : () -> ()
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %0 = call @leaf(%s) : (i32) -> i32
  return %0 : i32
}
func.func @leaf(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
