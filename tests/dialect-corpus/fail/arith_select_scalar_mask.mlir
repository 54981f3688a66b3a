%c, %a = "test.a"() : () -> (i1, i32)
%0 = "arith.select"(%c, %a, %a) : (i1, i32, i32) -> i64
