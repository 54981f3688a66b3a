// Variadic operands before a region, types after it (`attr-dict-with-keyword` first); an
// implicit `test.region_yield` terminator, printed when it has operands.
%0 = "foo.op"() : () -> i64
%1 = "foo.op"() : () -> f32
%2:2 = test.isolated_one_region_op %0, %1 {
^bb0(%a: i64, %b: f32):
  "foo.use"(%a, %b) : (i64, f32) -> ()
} : i64, f32 -> i32, i32
%3 = test.cse_of_single_block_op inputs(%0) {
^bb0(%c: i64):
  test.region_yield %c : i64
} : i64 -> i64
%4 = test.cse_of_single_block_op {k} inputs(%0, %1) {
  %c = "foo.c"() : () -> f32
  test.region_yield %c : f32 {y}
} : i64, f32 -> f32
