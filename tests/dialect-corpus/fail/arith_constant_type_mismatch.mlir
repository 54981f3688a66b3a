%0 = "arith.constant"() <{value = 3 : i64}> : () -> i32
