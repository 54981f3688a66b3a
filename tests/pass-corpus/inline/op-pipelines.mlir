// ARGS: --inline=op-pipelines=func.func(canonicalize{max-iterations=1}) --dump-pass-pipeline
func.func @main(%a: i32) -> i32 {
  %0 = call @add1(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %x, %s : i32
  return %r : i32
}
