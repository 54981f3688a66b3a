// ARGS: --inline=default-pipeline=cse,canonicalize{max-iterations=2} --inline=op-pipelines=func.func(cse,any(canonicalize)) --dump-pass-pipeline
func.func @main(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = func.call @f(%0, %1) : (i32, i32) -> i32
  return %2 : i32
}
func.func private @f(%x: i32, %y: i32) -> i32 {
  %0 = arith.muli %x, %y : i32
  %1 = arith.muli %x, %y : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
