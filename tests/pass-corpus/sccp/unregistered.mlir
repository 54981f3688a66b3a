// ARGS: --sccp --allow-unregistered-dialect
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %u = "foo.op"(%c1) : (i32) -> i32
  %a = arith.addi %c1, %c1 : i32
  "foo.region"() ({
    %b = arith.addi %a, %c1 : i32
    "foo.use"(%b) : (i32) -> ()
    "foo.term"() : () -> ()
  }) : () -> ()
  %r = "foo.with_region"(%a) ({
  ^bb0(%arg: i32):
    %c = arith.addi %arg, %a : i32
    "foo.yield"(%c) : (i32) -> ()
  }) : (i32) -> i32
  "foo.branch"()[^bb1] : () -> ()
^bb1:
  %d = arith.muli %a, %a : i32
  return %d : i32
}

"foo.top"() ({
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  "foo.use"(%s) : (i32) -> ()
}) : () -> ()
