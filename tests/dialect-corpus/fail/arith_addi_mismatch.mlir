%a, %b = "test.a"() : () -> (i32, i64)
%0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
