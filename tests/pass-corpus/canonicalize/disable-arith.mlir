// ARGS: '--canonicalize=disable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::SubIRHSAddConstant}' --dump-pass-pipeline
// Two arith patterns off: their chains stay, the other patterns and the folders still run.
func.func @add_chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  return %1 : i32
}

func.func @sub_chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.subi %c5, %0 : i32
  return %1 : i32
}

func.func @still_on(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.subi %a, %c1 : i32
  %1 = arith.subi %0, %c5 : i32
  %2 = arith.muli %1, %c1 : i32
  %3 = arith.addi %c1, %c5 : i32
  %4 = arith.addi %2, %3 : i32
  return %4 : i32
}

func.func @casts(%a: i8) -> i64 {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  return %1 : i64
}
