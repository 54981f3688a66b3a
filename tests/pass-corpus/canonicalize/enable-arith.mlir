// ARGS: '--canonicalize=enable-patterns="(anonymous namespace)::AddIAddConstant"'
// Only one pattern on: every other pattern is off, folding and dead-op removal still run.
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
  %dead = arith.muli %1, %1 : i32
  %f = arith.addi %c1, %c5 : i32
  %2 = arith.addi %1, %f : i32
  return %2 : i32
}

func.func @casts(%a: i8) -> i64 {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  return %1 : i64
}

func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %c, %true, %false : i1
  return %0, %1 : i32, i1
}
