// ARGS: --cse --strip-debuginfo --cse --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-debuginfo
// The second CSE changes nothing: no dump after it.
func.func @f(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %0, %1 : i32, i32
}
