// ARGS: --remove-dead-values --allow-unregistered-dialect
func.func @f(%arg0: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %dead = arith.addi %arg0, %c1 : i32
  %d2 = arith.muli %dead, %dead : i32
  cf.cond_br %b, ^bb1(%arg0, %dead : i32, i32), ^bb2(%d2 : i32)
^bb1(%x: i32, %y: i32):
  return %x : i32
^bb2(%z: i32):
  return %c1 : i32
}
func.func @g(%b: i1, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %v = arith.addi %c1, %c1 : i32
  "foo.store"(%v, %m) : (i32, memref<i32>) -> ()
  cf.br ^bb2
^bb2:
  return
}
func.func @h(%b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^bb1(%c1, %c2 : i32, i32)
^bb1(%x: i32, %y: i32):
  %n = arith.addi %x, %c1 : i32
  %m = arith.addi %y, %c1 : i32
  cf.cond_br %b, ^bb1(%n, %m : i32, i32), ^bb2
^bb2:
  return %x : i32
}
