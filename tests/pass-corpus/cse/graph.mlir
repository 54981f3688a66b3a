// ARGS: --cse --allow-unregistered-dialect
// Graph regions (the module body, unregistered ops): a use already visited keeps its value.
%u = arith.addi %2, %2 : i32
%0 = arith.constant 1 : i32
%2 = arith.constant 1 : i32
"foo.keep"(%u, %0) : (i32, i32) -> ()
"foo.region"() ({
  %v = arith.addi %3, %3 : i32
  %1 = arith.constant 1 : i32
  %3 = arith.constant 1 : i32
  "foo.keep"(%v, %1, %3) : (i32, i32, i32) -> ()
}) : () -> ()
func.func @f() {
  "foo.region"() ({
    %v = arith.addi %3, %3 : i32
    %1 = arith.constant 1 : i32
    %3 = arith.constant 1 : i32
    "foo.keep"(%v, %1, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
  return
}
"foo.graph"() ({
  %w = arith.muli %5, %6 : i32
  %5 = arith.constant 2 : i32
  %6 = arith.constant 2 : i32
  %x = arith.muli %5, %5 : i32
  "foo.keep"(%w, %x) : (i32, i32) -> ()
}) : () -> ()
"foo.multi"() ({
  %7 = arith.constant 3 : i32
  %8 = arith.constant 3 : i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.keep"(%7, %8) : (i32, i32) -> ()
}) : () -> ()
