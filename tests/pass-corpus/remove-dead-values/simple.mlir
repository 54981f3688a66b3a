// ARGS: --remove-dead-values --allow-unregistered-dialect --split-input-file
func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.muli %a, %a : i32
  %c = arith.subi %b, %x : i32
  %keep = arith.addi %x, %x : i32
  "foo.sink"(%keep) : (i32) -> ()
  %u = "foo.unknown"(%a) : (i32) -> i32
  return %c1 : i32
}

// -----

func.func @nested_unregistered(%x: i32) {
  "foo.region"() ({
    %a = arith.addi %x, %x : i32
    %b = arith.addi %a, %x : i32
    "foo.yield"(%a) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

module {
  "foo.op"() ({
    %c = arith.constant 3 : i32
    %d = arith.addi %c, %c : i32
    "foo.term"() : () -> ()
  }) : () -> ()
}
