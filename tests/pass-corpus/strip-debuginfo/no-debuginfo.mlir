// ARGS: --strip-debuginfo
func.func @h(%a: i64 loc("a")) -> i64 {
  %0 = arith.addi %a, %a : i64 loc("add")
  return %0 : i64
}
