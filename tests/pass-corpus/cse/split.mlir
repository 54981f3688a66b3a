// ARGS: --cse --split-input-file --allow-unregistered-dialect
func.func @one(%a: i32) -> (i32, i32) {
  %0 = arith.xori %a, %a : i32
  %1 = arith.xori %a, %a : i32
  return %0, %1 : i32, i32
}

// -----

func.func @two(%a: i1, %b: i1) -> (i1, i1) {
  %0 = arith.andi %a, %b : i1
  %1 = arith.andi %a, %b : i1
  return %0, %1 : i1, i1
}
func.func @three(%a: i1, %b: i1) -> (i1, i1) {
  %0 = arith.ori %a, %b : i1
  %1 = arith.ori %a, %b : i1
  return %0, %1 : i1, i1
}

// -----

// constants at module level: the module's body is a graph region
%c = arith.constant 5 : i64
%d = arith.constant 5 : i64
"test.use"(%c, %d) : (i64, i64) -> ()
